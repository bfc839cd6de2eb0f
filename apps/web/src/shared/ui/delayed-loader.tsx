import { LOADING_DELAY_MS } from "@despacho/domain";
import { Box, CircularProgress } from "@mui/material";
import { useDelayedFlag } from "../hooks/use-delayed-flag";

/** spec §2.3: the loading indicator appears only after 300 ms. */
export function DelayedLoader({ active = true, label = "Cargando" }: { active?: boolean; label?: string }) {
  const shown = useDelayedFlag(active, LOADING_DELAY_MS);
  if (!shown) return null;
  return (
    <Box role="progressbar" aria-label={label} sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
