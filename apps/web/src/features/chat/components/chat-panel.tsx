import CloseIcon from "@mui/icons-material/Close";
import { Box, Drawer, IconButton, Typography } from "@mui/material";
import type { Chat } from "@despacho/domain";
import { useState } from "react";
import { CHAT_PANEL } from "../chat-layout";
import { ChatView } from "./chat-view";

/**
 * spec §2.3 chat side panel: 380 px, contact column 70, close button; Escape closes it (the toolbar's toggle closes
 * it on a change of route).
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [chat, setChat] = useState<Chat | null>(null);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { "aria-label": "Chat con colaboradores", sx: { width: { xs: "100%", sm: CHAT_PANEL.width } } } }}
    >
      <Box sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
        <Box sx={{ display: "flex", alignItems: "center", px: 1.5, py: 1, borderBottom: 1, borderColor: "divider" }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            Chat
          </Typography>
          <IconButton onClick={onClose} aria-label="Cerrar chat">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <ChatView
            variant="panel"
            chat={chat}
            onSelect={setChat}
            empty={
              <Typography color="text.secondary" sx={{ p: 2 }}>
                Elija un colaborador
              </Typography>
            }
          />
        </Box>
      </Box>
    </Drawer>
  );
}
