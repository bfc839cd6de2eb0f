import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { NOTIFICATION_ADVANCE_MS } from "@despacho/domain";
import DOMPurify from "dompurify";
import { useEffect, useMemo, useState } from "react";
import { advanceNotifications, useNotificationQueue } from "../realtime/notification-store";

/** spec §2.3 / §4: 'Notificación [ n / total ]: title'; the body is cleaned HTML in a sandboxed frame. */
export function NotificationDialog() {
  const { items, index } = useNotificationQueue();
  const [closing, setClosing] = useState(false);
  const notification = items[index];
  const body = useMemo(() => (notification ? DOMPurify.sanitize(notification.body) : ""), [notification]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      advanceNotifications();
      setClosing(false);
    }, NOTIFICATION_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  if (!notification) return null;
  return (
    <Dialog
      open={!closing}
      onClose={() => setClosing(true)}
      fullWidth
      maxWidth="sm"
      aria-labelledby="notification-title"
      data-testid="notification-dialog"
    >
      <DialogTitle id="notification-title">
        Notificación [ {index + 1} / {items.length} ]: {notification.title}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <iframe
          title={notification.title}
          srcDoc={body}
          sandbox=""
          style={{ display: "block", border: 0, width: "100%", height: "min(50vh, 360px)", background: "#fff" }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setClosing(true)} disabled={closing}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
