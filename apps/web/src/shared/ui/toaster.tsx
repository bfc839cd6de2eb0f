import CloseIcon from "@mui/icons-material/Close";
import { Alert, AlertTitle, Box, Button, IconButton, Slide, Stack } from "@mui/material";
import { useEffect } from "react";
import { dismissToast, type Toast, useToasts } from "./toast-store";

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (toast.durationMs === null) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  const close = (
    <IconButton aria-label="Cerrar notificación" color="inherit" size="small" onClick={() => dismissToast(toast.id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  const actions = toast.actions?.map((a) => (
    <Button key={a.label} color="inherit" size="small" variant="outlined" onClick={a.onClick}>
      {a.label}
    </Button>
  ));

  return (
    <Slide direction="down" in mountOnEnter>
      <Alert
        variant="filled"
        severity={toast.severity}
        role={toast.severity === "error" ? "alert" : "status"}
        data-testid={`toast-${toast.severity}`}
        action={actions ? undefined : close}
        sx={{ boxShadow: 6, alignItems: "flex-start" }}
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
        {actions && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            {actions}
          </Stack>
        )}
      </Alert>
    </Slide>
  );
}

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
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Box>
  );
}
