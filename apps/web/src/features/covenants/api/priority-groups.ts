import { LIST_LIMIT_MAX, MESSAGES, pageSchema, priorityGroupMemberSchema, priorityGroupSchema } from "@despacho/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";

// spec §7 /covenants/priority-groups/: one store's groups with their members (few: one page of 100).
export const priorityGroupKeys = {
  all: ["priority-groups"] as const,
  ofStore: (store: string) => ["priority-groups", store] as const,
};

export const usePriorityGroups = (store: string | null) =>
  useQuery({
    queryKey: priorityGroupKeys.ofStore(store ?? ""),
    queryFn: ({ signal }) =>
      apiRequest("/covenants/priority-groups/", pageSchema(priorityGroupSchema), {
        signal,
        query: { business_store: store, with_members: true, limit: LIST_LIMIT_MAX },
      }),
    enabled: store !== null,
  });

function useGroupWrite<V>(send: (vars: V) => Promise<unknown>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      notify.success(message);
      return queryClient.invalidateQueries({ queryKey: priorityGroupKeys.all });
    },
  });
}

const groupPath = (id: string) => `/covenants/priority-groups/${encodeURIComponent(id)}/`;

export const useCreatePriorityGroup = () =>
  useGroupWrite(
    (storeId: string) =>
      apiRequest("/covenants/priority-groups/", priorityGroupSchema, {
        method: "POST",
        body: { business_store_id: storeId },
        headers: { "Idempotency-Key": crypto.randomUUID() },
      }),
    MESSAGES.priorityGroupCreated,
  );

export const useDeletePriorityGroup = () => useGroupWrite((id: string) => apiSend(groupPath(id), { method: "DELETE" }), MESSAGES.deleted);

/** The group takes `priority` in its store's order; the server shifts the others. */
export const useMovePriorityGroup = () =>
  useGroupWrite(
    ({ group, priority }: { group: string; priority: number }) =>
      apiRequest(groupPath(group), priorityGroupSchema, { method: "PATCH", body: { priority } }),
    MESSAGES.priorityGroupMoved,
  );

export const useAddMember = () =>
  useGroupWrite(
    ({ group, covenant }: { group: string; covenant: string }) =>
      apiRequest(`${groupPath(group)}add-member/`, priorityGroupSchema, { method: "PATCH", body: { covenant_id: covenant } }),
    MESSAGES.added,
  );

export const useSetMemberEnabled = () =>
  useGroupWrite(
    ({ member, enabled }: { member: string; enabled: boolean }) =>
      apiRequest(`/covenants/priority-groups-members/${encodeURIComponent(member)}/`, priorityGroupMemberSchema, {
        method: "PATCH",
        body: { is_enabled_by_store: enabled },
      }),
    MESSAGES.updated,
  );
