import { Box, LinearProgress } from "@mui/material";

/**
 * A data grid's loading bar, above the grid rather than inside it: a progressbar may not be a child of a `grid`
 * (axe's aria-required-children, critical), which MUI's own loading overlay is. Named after the grid ('Cargando:
 * Historial de servicios'); its height is kept while nothing loads, so the grid does not move.
 */
export function GridLoadingBar({ loading, grid }: { loading: boolean; grid: string }) {
  return <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={`Cargando: ${grid}`} />}</Box>;
}

/** The grid's own loading overlay, empty: while loading the grid shows no "no rows" text, and GridLoadingBar says it loads. */
export const noLoadingOverlay = { loadingOverlay: () => null };
