import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import PlayCircleOutlineIcon from "@mui/icons-material/PlayCircleOutlineOutlined";
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from "@mui/material";
import { useState } from "react";
import { useLocation } from "react-router";
import { useSession } from "@shared/session/use-session";
import { useHeadquarterSettings } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { HelpVideoDialog } from "./help-video-dialog";

/** spec §2.3: help button on pages that define tutorial videos in the headquarter settings. */
export function HelpVideosButton() {
  const { pathname } = useLocation();
  const { headquarter } = useSession();
  const settings = useHeadquarterSettings(headquarter);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const videos = settings.data?.help_videos[pathname] ?? [];
  if (videos.length === 0) return null;

  return (
    <>
      <Tooltip title="Videos de ayuda">
        <IconButton color="inherit" aria-label="Videos de ayuda" onClick={(e) => setAnchor(e.currentTarget)}>
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {videos.map((video, index) => (
          <MenuItem
            key={video.url}
            onClick={() => {
              setAnchor(null);
              setPlaying(index);
            }}
          >
            <ListItemIcon>
              <PlayCircleOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{video.title}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {playing !== null && <HelpVideoDialog videos={videos} index={playing} onSelect={setPlaying} onClose={() => setPlaying(null)} />}
    </>
  );
}
