import { Box, Paper, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { Chat } from "@despacho/domain";
import type { ReactNode } from "react";
import { CHAT_PANEL } from "../chat-layout";
import { ContactList } from "./contact-list";
import { Thread } from "./thread";

interface ChatViewProps {
  variant: "page" | "panel";
  chat: Chat | null;
  onSelect: (chat: Chat | null) => void;
  /** Shown where the thread goes while no contact is chosen. */
  empty: ReactNode;
}

/**
 * Contacts beside the open thread: on /chat a full column, in the side panel a column of avatars (70 px). On a phone
 * the page shows one at a time, the thread with a way back.
 */
export function ChatView({ variant, chat, onSelect, empty }: ChatViewProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const panel = variant === "panel";
  const oneAtATime = phone && !panel;
  const contactWidth = panel ? CHAT_PANEL.contactColumn : 320;
  const showContacts = !oneAtATime || !chat;
  const showThread = !oneAtATime || Boolean(chat);

  return (
    <Paper
      variant={panel ? "elevation" : "outlined"}
      elevation={0}
      sx={{ display: "flex", height: "100%", minHeight: 0, overflow: "hidden" }}
    >
      {showContacts && (
        <Box
          sx={{
            width: oneAtATime ? "100%" : contactWidth,
            flexShrink: 0,
            borderRight: oneAtATime ? 0 : 1,
            borderColor: "divider",
            minHeight: 0,
          }}
        >
          <ContactList selected={chat?.uuid ?? null} onSelect={onSelect} compact={panel} />
        </Box>
      )}
      {showThread && (
        <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          {chat ? <Thread key={chat.uuid} chat={chat} onBack={oneAtATime ? () => onSelect(null) : undefined} /> : empty}
        </Box>
      )}
    </Paper>
  );
}
