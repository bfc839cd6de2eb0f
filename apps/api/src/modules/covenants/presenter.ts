import type { Covenant, CovenantStoreRef, PriorityGroup, PriorityGroupMember } from "@despacho/domain";
import type { priorityGroupMembers, priorityGroups } from "../../db/schema/index.js";
import type { Reader } from "./owner.js";
import type { CovenantView } from "./queries/covenants.js";

type StoreView = { id: string; name: string; businessName: string | null };

const presentStore = (store: StoreView): CovenantStoreRef => ({ id: store.id, name: store.name, business_name: store.businessName ?? "" });
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** From the reader's side: staff are neither side (null). */
export const presentCovenant = (view: CovenantView, reader: Reader): Covenant => ({
  id: view.covenant.id,
  business_store: presentStore(view.client),
  provider_store: presentStore(view.provider),
  side: reader.staff ? null : view.client.businessUserId === reader.userId ? "client" : "provider",
  status: view.covenant.status,
  is_active: view.covenant.isActive,
  settings: view.covenant.settings,
  created_at: view.covenant.createdAt.toISOString(),
  answered_at: iso(view.covenant.answeredAt),
  cancelled_at: iso(view.covenant.cancelledAt),
});

export type MemberView = { member: typeof priorityGroupMembers.$inferSelect; provider: StoreView };

export const presentMember = (view: MemberView): PriorityGroupMember => ({
  pk: view.member.id,
  covenant_id: view.member.covenantId,
  provider_store: presentStore(view.provider),
  is_enabled_by_store: view.member.isEnabledByStore,
});

export const presentPriorityGroup = (group: typeof priorityGroups.$inferSelect, members: MemberView[]): PriorityGroup => ({
  pk: group.id,
  business_store_id: group.businessStoreId,
  priority: group.priority,
  members: members.map(presentMember),
});
