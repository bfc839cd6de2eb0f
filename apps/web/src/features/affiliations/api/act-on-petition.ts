import { type PetitionAction, type PetitionVerifyInput, petitionSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messengersQueryKey } from "@shared/api/messengers/get-messengers";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { PETITION_BUTTONS } from "../components/petition-buttons";
import { petitionsQueryKey } from "./get-petitions";

export interface PetitionActionInput {
  id: string;
  action: PetitionAction;
  /** Verify only: the motorcycle and, when editable, the collaborator's data. */
  verification?: PetitionVerifyInput;
}

export const actOnPetition = ({ id, action, verification }: PetitionActionInput) =>
  apiRequest(`/membership/petition/${encodeURIComponent(id)}/${action}/`, petitionSchema, { method: "PATCH", body: verification });

/** spec §8: the action's success message; on failure the shell shows the error and no success message does. */
export function useActOnPetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnPetition,
    onSuccess: (petition, { action }) => {
      notify.success(PETITION_BUTTONS[action].success);
      // A linked or unlinked courier joins or leaves the active couriers (/messengers).
      if (petition.status === "linked" || petition.status === "unlinked")
        void queryClient.invalidateQueries({ queryKey: messengersQueryKey });
      return queryClient.invalidateQueries({ queryKey: petitionsQueryKey });
    },
  });
}
