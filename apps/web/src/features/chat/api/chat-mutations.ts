import { CHAT_MESSAGES, type ChatForwardInput, type ChatSendInput, chatForwardResultSchema, chatMessageSchema } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";

export const sendChatMessage = (input: ChatSendInput) =>
  apiRequest("/chats/messages/", chatMessageSchema, {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });

export const markChatSeen = (chat: string) =>
  apiRequest("/chats/seen/", z.object({ seen: z.number() }), { method: "POST", body: { chat } });

export function useForwardMessages() {
  return useMutation({
    mutationFn: (input: ChatForwardInput) =>
      apiRequest("/chats/forward/", chatForwardResultSchema, {
        method: "POST",
        body: input,
        headers: { "Idempotency-Key": crypto.randomUUID() },
      }),
    onSuccess: () => notify.success(CHAT_MESSAGES.forwarded),
  });
}
