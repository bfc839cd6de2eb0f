import { MESSAGES, type PetitionInviteInput, petitionSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { petitionsQueryKey } from "./get-petitions";

/** The company invites a courier by username: an association request it sends. */
export const inviteCourier = ({ input, idempotencyKey }: { input: PetitionInviteInput; idempotencyKey: string }) =>
  apiRequest("/membership/petition/", petitionSchema, { method: "POST", body: input, headers: { "Idempotency-Key": idempotencyKey } });

export function useInviteCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCourier,
    meta: { handles: ["bad-request", "conflict"] },
    onSuccess: () => {
      notify.success(MESSAGES.petitionInvited);
      return queryClient.invalidateQueries({ queryKey: petitionsQueryKey });
    },
  });
}
