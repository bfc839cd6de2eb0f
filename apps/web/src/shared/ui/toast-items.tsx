import CloseIcon from "@mui/icons-material/Close";
import { Alert, AlertTitle, Button, IconButton, Slide, Stack } from "@mui/material";
import { useEffect } from "react";
import { dismissToast, type Toast } from "./toast-store";

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

/** The toasts on screen; loaded with the first toast (toaster.tsx). */
export function ToastItems({ toasts }: { toasts: Toast[] }) {
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />);
}
