import ChatOutlinedIcon from "@mui/icons-material/ChatOutlined";
import { Badge, IconButton, Tooltip } from "@mui/material";
import { badgeLabel, CHAT_ACCESS, totalUnread } from "@despacho/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useCan } from "@shared/permissions/use-roles";
import { useSession } from "@shared/session/use-session";
import { contactsQueryOptions } from "../api/chat-queries";
import { chatPanelHiddenOn } from "../chat-layout";
import { contactsOf } from "../state/chat-cache";
import { useChatRealtime } from "../state/use-chat-realtime";

const ChatPanel = lazy(() => import("./chat-panel").then((m) => ({ default: m.ChatPanel })));

/**
 * spec §2.3: the toolbar's chat toggle with the unread badge (+20 above 20), shown with view_chat_menu when there are
 * contacts and not on /chat nor the other routes §2.3 lists; it opens the side panel. It also keeps the chat reads
 * live for the whole shell.
 */
export function ChatToggle() {
  const allowed = useCan([...CHAT_ACCESS]);
  return allowed ? <LiveChatToggle /> : null;
}

function LiveChatToggle() {
  useChatRealtime();
  const { headquarter } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route closes the panel (spec §4)
  useEffect(() => setOpen(false), [pathname]);
  const contacts = useInfiniteQuery(contactsQueryOptions(headquarter, ""));
  const chats = contactsOf(contacts.data);
  const unread = totalUnread(chats);
  if (chatPanelHiddenOn(pathname) || chats.length === 0) return null;
  return (
    <>
      <Tooltip title="Chat">
        <IconButton onClick={() => setOpen(true)} aria-label={unread > 0 ? `Abrir chat, ${badgeLabel(unread)} sin leer` : "Abrir chat"}>
          <Badge color="error" badgeContent={unread > 0 ? badgeLabel(unread) : 0}>
            <ChatOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
