import { EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onEvent } from "@despacho/client";
import { useCurrentUser } from "@shared/session/use-current-user";
import { useSession } from "@shared/session/use-session";
import { markChatSeen } from "../api/chat-mutations";
import { type ChatPages, chatKeys, type MessagePages } from "../api/chat-queries";
import { threadMessagesOf, withIncomingMessages, withoutCourier, withSeenContacts, withSeenThread, withThreadMessage } from "./chat-cache";
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
    // One send-message holds the messages of one write, in order (issue 21).
    const offSend = onEvent(EVENTS.chatSendMessage, (payload) => {
      if (payload.headquarter !== headquarter) return;
      const open = getOpenChat();
      queryClient.setQueriesData<ChatPages>(contacts, (pages) => pages && withIncomingMessages(pages, payload, me, open));
      for (const [chat, messages] of threadMessagesOf(payload))
        queryClient.setQueryData<MessagePages>(chatKeys.thread(chat), (pages) => pages && messages.reduce(withThreadMessage, pages));
      const theirsInOpen = payload.messages.some(({ message }) => message.chat_uuid === open && message.by.uuid !== me);
      if (open && theirsInOpen) void markChatSeen(open).catch(() => undefined);
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
