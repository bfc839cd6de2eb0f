import { Box } from "@mui/material";
import { lazyOnce } from "./lazy-once";
import { useToasts } from "./toast-store";

const loadToastItems = async () => (await import("./toast-items")).ToastItems;
const ToastItems = lazyOnce(loadToastItems);

/**
 * The toasts' code downloads with the first toast, so /login's first page goes without it (issue 21); screens that may
 * show one without the network (a file too large, offline) preload it.
 */
export const preloadToasts = loadToastItems;

/**
 * spec §8/§9: toasts coloured by severity (error red, success green, warning orange, info blue).
 * At the top centre: at the bottom they covered a dialog's action buttons (Crear servicio, Cancelar).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Box
      aria-live="polite"
      sx={{
        position: "fixed",
        top: 12,
        left: { xs: 16, sm: "50%" },
        right: { xs: 16, sm: "auto" },
        transform: { sm: "translateX(-50%)" },
        zIndex: (theme) => theme.zIndex.snackbar,
        width: { sm: 380 },
        display: "flex",
        flexDirection: "column",
        gap: 1,
      }}
    >
      <ToastItems when={toasts.length > 0} toasts={toasts} />
    </Box>
  );
}
