import { Avatar, Box } from "@mui/material";
import type { Headquarter } from "@despacho/domain";

/**
 * A headquarter's picture or initial, decorative: its name is always written beside it or named
 * by its control. The initial is drawn by CSS so that it is not part of the text of the control
 * holding it (a switcher showing "Bogotá" would otherwise read "B Bogotá").
 */
export function HeadquarterAvatar({ headquarter, size = 40 }: { headquarter: Pick<Headquarter, "name" | "image_url">; size?: number }) {
  const initial = headquarter.name.charAt(0).toLocaleUpperCase("es-CO");
  return (
    <Avatar
      src={headquarter.image_url ?? undefined}
      alt=""
      aria-hidden
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: "primary.main", fontSize: size * 0.42 }}
    >
      <Box component="span" sx={{ "&::before": { content: JSON.stringify(initial) } }} />
    </Avatar>
  );
}
