import { Alert, Snackbar } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { LOCATIONS_PATH } from "../location/use-location-feed";
import { onOutboxRefused, onOutboxSent } from "../outbox/courier-outbox";

/** What the server refused from the outbox (a late answer to an offer, a service already finished…), in its words. */
export function Notices() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: ["courier"] });
    const stopRefused = onOutboxRefused((entry, refusal) => {
      // A location point refused (the courier was taken offline meanwhile) is no news to the courier.
      if (entry.path !== LOCATIONS_PATH) setMessage(`${entry.label}: ${refusal}`);
      reload();
    });
    const stopSent = onOutboxSent(reload);
    return () => {
      stopRefused();
      stopSent();
    };
  }, [queryClient]);
  return (
    <Snackbar open={message !== null} onClose={() => setMessage(null)} anchorOrigin={{ vertical: "top", horizontal: "center" }}>
      <Alert severity="error" variant="filled" onClose={() => setMessage(null)} sx={{ width: "100%" }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
