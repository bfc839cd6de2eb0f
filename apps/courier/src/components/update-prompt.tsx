import { Alert, Button, Snackbar } from "@mui/material";
import { useRegisterSW } from "virtual:pwa-register/react";

/** The service worker keeps the app's shell for poor connections; a new version deployed asks before it takes over. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <Snackbar open={needRefresh} anchorOrigin={{ vertical: "top", horizontal: "center" }}>
      <Alert
        severity="info"
        variant="filled"
        onClose={() => setNeedRefresh(false)}
        action={
          <Button color="inherit" onClick={() => void updateServiceWorker(true)}>
            Actualizar
          </Button>
        }
      >
        Hay una versión nueva de la aplicación
      </Alert>
    </Snackbar>
  );
}
