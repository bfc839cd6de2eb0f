import { type Block, blockStatus } from "@despacho/domain";
import { presentCourierRef } from "../../../db/courier-refs.js";
import type { BlockListRow } from "./queries/blocks.js";

const actor = (id: string | null, firstName: string | null, lastName: string | null) =>
  id === null || firstName === null ? null : { uuid: id, full_name: `${firstName} ${lastName ?? ""}`.trim() };

export function presentBlock(row: BlockListRow, now: Date = new Date()): Block {
  const { block } = row;
  const times = { ends_at: block.endsAt?.toISOString() ?? null, unblocked_at: block.unblockedAt?.toISOString() ?? null };
  return {
    id: block.id,
    messenger: presentCourierRef(block.messengerId, row),
    reason: block.reason,
    starts_at: block.startsAt.toISOString(),
    ...times,
    blocked_by: actor(block.blockedBy, row.blockerFirstName, row.blockerLastName),
    unblocked_by: actor(block.unblockedBy, row.unblockerFirstName, row.unblockerLastName),
    status: blockStatus(times, now),
  };
}
