import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  useMediaQuery,
} from "@mui/material";
import { VIDEOS_LAYOUT_SWITCH_PX } from "@despacho/domain";
import { videoEmbedUrl } from "./video-embed-url";

interface HelpVideo {
  title: string;
  url: string;
}

interface HelpVideoDialogProps {
  videos: HelpVideo[];
  index: number;
  onSelect: (index: number) => void;
  onClose: () => void;
}

/** spec §2.3 / §9: the player sits beside the list from 731 px wide, above it below that. */
export function HelpVideoDialog({ videos, index, onSelect, onClose }: HelpVideoDialogProps) {
  const wide = useMediaQuery(`(min-width:${VIDEOS_LAYOUT_SWITCH_PX}px)`);
  const video = videos[index];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={!wide} aria-labelledby="help-video-title">
      <DialogTitle id="help-video-title">{video.title}</DialogTitle>
      <DialogContent sx={{ display: "flex", flexDirection: wide ? "row" : "column", gap: 2 }}>
        <Box
          sx={{ flex: wide ? "3 1 0" : "0 0 auto", aspectRatio: "16 / 9", bgcolor: "common.black", borderRadius: 1, overflow: "hidden" }}
        >
          <iframe
            title={video.title}
            src={videoEmbedUrl(video.url)}
            style={{ border: 0, width: "100%", height: "100%" }}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          />
        </Box>
        {videos.length > 1 && (
          <List dense sx={{ flex: wide ? "1 1 0" : "0 0 auto", overflow: "auto" }} aria-label="Videos de ayuda">
            {videos.map((v, i) => (
              <ListItemButton key={v.url} selected={i === index} onClick={() => onSelect(i)}>
                <ListItemText primary={v.title} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
