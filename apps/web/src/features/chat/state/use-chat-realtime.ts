import { EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onEvent } from "@despacho/client";
import { useCurrentUser } from "@shared/session/use-current-user";
import { useSession } from "@shared/session/use-session";
import { markChatSeen } from "../api/chat-mutations";
import { type ChatPages, chatKeys, type MessagePages } from "../api/chat-queries";
import { withIncomingMessage, withoutCourier, withSeenContacts, withSeenThread, withThreadMessage } from "./chat-cache";
import { getOpenChat } from "./open-chat";

/**
 * spec §7 send-message / see-message on every chat read of the headquarter: contacts move and count unread, an
 * open thread gets the message (and marks it seen), seen marks reach the threads, a courier who left drops out.
 * Mounted once by the shell.
 */
export function useChatRealtime() {
  const queryClient = useQueryClient();
  const me = useCurrentUser().data?.uuid;
  const { headquarter } = useSession();
  useEffect(() => {
    if (!me || !headquarter) return;
    const contacts = { queryKey: chatKeys.contacts(headquarter) };
    const offSend = onEvent(EVENTS.chatSendMessage, (payload) => {
      if (payload.headquarter !== headquarter) return;
      const { message } = payload;
      const open = getOpenChat();
      queryClient.setQueriesData<ChatPages>(contacts, (pages) => pages && withIncomingMessage(pages, payload, me, open));
      queryClient.setQueryData<MessagePages>(chatKeys.thread(message.chat_uuid), (pages) => pages && withThreadMessage(pages, message));
      if (open === message.chat_uuid && message.by.uuid !== me) void markChatSeen(open).catch(() => undefined);
    });
    const offSee = onEvent(EVENTS.chatSeeMessage, (seen) => {
      if (seen.headquarter !== headquarter) return;
      queryClient.setQueriesData<ChatPages>(contacts, (pages) => pages && withSeenContacts(pages, seen, me));
      queryClient.setQueryData<MessagePages>(chatKeys.thread(seen.chat), (pages) => pages && withSeenThread(pages, seen));
    });
    // A courier whose leaving was confirmed (unlinked) is no longer a contact.
    const offLeft = onEvent(EVENTS.requestDisassociationChange, (petition) => {
      if (petition.headquarter !== headquarter || petition.status !== "unlinked") return;
      queryClient.setQueriesData<ChatPages>(contacts, (pages) => pages && withoutCourier(pages, petition.messenger));
    });
    return () => {
      offSend();
      offSee();
      offLeft();
    };
  }, [queryClient, me, headquarter]);
}
