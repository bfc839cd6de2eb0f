// A block of a courier by a headquarter is active from its start until someone unblocks the courier or its
// end (ends_at, optional) passes: it ends by itself, no job runs. The API's SQL twin of this rule is the one
// predicate in apps/api/src/modules/courier-blocks/queries/open-blocks.ts.

export const BLOCK_STATUSES = ["active", "expired", "unblocked"] as const;
export type BlockStatus = (typeof BLOCK_STATUSES)[number];

export const BLOCK_STATUS_LABELS: Record<BlockStatus, string> = {
  active: "Activo",
  expired: "Finalizado",
  unblocked: "Desbloqueado",
};

interface BlockTimes {
  ends_at: string | null;
  unblocked_at: string | null;
}

export function blockStatus(block: BlockTimes, now: Date = new Date()): BlockStatus {
  if (block.unblocked_at !== null) return "unblocked";
  if (block.ends_at !== null && new Date(block.ends_at).getTime() <= now.getTime()) return "expired";
  return "active";
}
