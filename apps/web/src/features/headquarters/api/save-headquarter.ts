import { allowLinkageSchema, type HeadquarterInput, type HeadquarterPatch, headquarterSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, renewTokens } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { headquarterBody } from "./headquarter-body";
import { headquarterKeys } from "@shared/api/headquarters/headquarter-keys";

const path = (id: string) => `/headquarter/${encodeURIComponent(id)}/`;

const setAllowLinkage = (id: string, allowLinkage: boolean) =>
  apiRequest(`${path(id)}allow-linkage/`, allowLinkageSchema, { method: "PATCH", body: { allow_linkage: allowLinkage } });

interface Creation {
  input: HeadquarterInput;
  image: File | null;
  allowLinkage: boolean;
  idempotencyKey: string;
}

export async function createHeadquarter({ input, image, allowLinkage, idempotencyKey }: Creation) {
  const created = await apiRequest("/headquarter/", headquarterSchema, {
    method: "POST",
    body: headquarterBody(input, image),
    headers: { "Idempotency-Key": idempotencyKey },
  });
  // The creator is a member now: new tokens carry it (the switcher offers it without a new login), and only a
  // member may administer it (decision 022), so allow-linkage is set with them.
  await renewTokens();
  if (!allowLinkage) await setAllowLinkage(created.uuid, false);
  return created;
}

interface Change {
  id: string;
  /** Only the fields that changed. */
  patch: HeadquarterPatch;
  image: File | null;
  /** Sent only when it changed. */
  allowLinkage?: boolean;
}

export async function updateHeadquarter({ id, patch, image, allowLinkage }: Change) {
  if (image || Object.keys(patch).length > 0) {
    await apiRequest(path(id), headquarterSchema, { method: "PATCH", body: headquarterBody(patch, image) });
  }
  if (allowLinkage !== undefined) await setAllowLinkage(id, allowLinkage);
}

export function useCreateHeadquarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHeadquarter,
    meta: { handles: ["bad-request"] },
    onSuccess: async () => {
      notify.success(MESSAGES.added);
      await queryClient.invalidateQueries({ queryKey: headquarterKeys.all });
    },
  });
}

export function useUpdateHeadquarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHeadquarter,
    meta: { handles: ["bad-request"] },
    onSuccess: (_, { id }) => {
      notify.success(MESSAGES.updated);
      // The edit form takes its starting values once: the next visit must load the saved ones, not show the old.
      queryClient.removeQueries({ queryKey: headquarterKeys.item(id) });
      return queryClient.invalidateQueries({ queryKey: headquarterKeys.all });
    },
  });
}
