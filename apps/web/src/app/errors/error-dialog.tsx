import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import WifiOffIcon from "@mui/icons-material/WifiOff";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { closeErrorDialog, useErrorDialog } from "./error-dialog-store";

/**
 * spec §8: 'Error inesperado' and 'Error de conexión' are shown as dialogs. A native modal <dialog> (top layer,
 * focus kept inside, Escape closes, the page behind inert) that is part of the first page, so it works offline
 * and over any other dialog without bringing MUI's Modal to /login. It is appended to <body> when it opens, after
 * any open MUI dialog, whose modal manager hides the siblings it found from assistive technology.
 */
export function ErrorDialog() {
  const content = useErrorDialog();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (content && ref.current && !ref.current.open) ref.current.showModal();
  }, [content]);

  if (!content) return null;
  return createPortal(
    <Paper
      component="dialog"
      ref={ref}
      elevation={24}
      aria-labelledby="error-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        closeErrorDialog();
      }}
      sx={{
        border: 0,
        p: 0,
        width: "calc(100% - 32px)",
        maxWidth: 444,
        "&::backdrop": { backgroundColor: "rgba(0, 0, 0, 0.5)" },
      }}
    >
      <Typography id="error-dialog-title" component="h2" variant="h6" sx={{ display: "flex", alignItems: "center", gap: 1, px: 3, pt: 2 }}>
        <Box component="span" sx={{ display: "flex", color: `${content.severity}.main` }} aria-hidden>
          {content.severity === "warning" ? <WifiOffIcon /> : <ErrorOutlineIcon />}
        </Box>
        {content.title}
      </Typography>
      <Typography data-testid="error-dialog-message" color="text.secondary" sx={{ px: 3, py: 2 }}>
        {content.message}
      </Typography>
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <Button variant="contained" onClick={closeErrorDialog} autoFocus>
          Aceptar
        </Button>
      </Box>
    </Paper>,
    document.body,
  );
}
