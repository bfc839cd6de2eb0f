import { Box, ButtonBase, CircularProgress, Typography } from "@mui/material";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import type { PendingUpload } from "../state/use-pending-uploads";
import { MessageMedia } from "./message-item";

/** spec §4 chat upload: loading, then the message arrives; a failure is marked and a click retries it. */
export function PendingUploadItem({ item, onRetry }: { item: PendingUpload; onRetry: (item: PendingUpload) => void }) {
  const failed = item.state.status === "failed" ? item.state : null;
  const label = { image: "Imagen", video: "Video", audio: "Audio" }[item.kind];
  const body = (
    <Box sx={{ position: "relative", opacity: failed ? 0.6 : 0.8 }}>
      <MessageMedia type={item.kind} src={item.preview} label={`${label} por enviar`} />
      {!failed && (
        <CircularProgress
          size={28}
          aria-label="Enviando archivo"
          sx={{ position: "absolute", top: "calc(50% - 14px)", left: "calc(50% - 14px)" }}
        />
      )}
    </Box>
  );
  return (
    <Box component="li" sx={{ display: "flex", justifyContent: "flex-end", listStyle: "none" }} data-testid="chat-pending-upload">
      <Box sx={{ maxWidth: "78%", p: 1, borderRadius: 2, border: 1, borderColor: failed ? "error.main" : "divider" }}>
        {failed ? (
          <ButtonBase onClick={() => onRetry(item)} sx={{ display: "block", textAlign: "left", borderRadius: 1 }}>
            {body}
            <Typography variant="body2" color="error" sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: 0.5 }}>
              <ErrorOutlineIcon fontSize="small" aria-hidden />
              {failed.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {failed.hint}
            </Typography>
          </ButtonBase>
        ) : (
          body
        )}
      </Box>
    </Box>
  );
}
