import { MESSAGES, type NotificationInput, notificationSchema } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { useSession } from "@shared/session/use-session";
import { notify } from "@shared/ui/toast-store";

export const sendNotification = (headquarter: string, input: NotificationInput) =>
  apiRequest(`/headquarter/${encodeURIComponent(headquarter)}/notifications/`, notificationSchema, { method: "POST", body: input });

/** spec §2.3: a notification to every desk open on the chosen headquarter. */
export function useSendNotification() {
  const { headquarter } = useSession();
  return useMutation({
    mutationFn: (input: NotificationInput) => sendNotification(headquarter ?? "", input),
    onSuccess: () => notify.success(MESSAGES.notificationSent),
  });
}
