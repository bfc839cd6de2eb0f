import { MESSAGES, type MessengerSettingsPatch, messengerRowSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { couriersQueryKey } from "./courier-keys";

export const updateCourierSettings = ({ id, ...patch }: MessengerSettingsPatch & { id: string }) =>
  apiRequest(`/users/messengers/${encodeURIComponent(id)}/settings/`, messengerRowSchema, { method: "PATCH", body: patch });

export function useUpdateCourierSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourierSettings,
    onSuccess: () => {
      notify.success(MESSAGES.updated);
      return queryClient.invalidateQueries({ queryKey: couriersQueryKey });
    },
  });
}
