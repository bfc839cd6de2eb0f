import { Avatar } from "@mui/material";
import type { Headquarter } from "@despacho/domain";

export function HeadquarterAvatar({ headquarter, size = 40 }: { headquarter: Pick<Headquarter, "name" | "image_url">; size?: number }) {
  return (
    <Avatar
      src={headquarter.image_url ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: "primary.main", fontSize: size * 0.42 }}
    >
      {headquarter.name.charAt(0).toLocaleUpperCase("es-CO")}
    </Avatar>
  );
}
