import { type BulkResult, SERVICES_PER_BULK } from "@despacho/domain";

/** The API takes at most 100 services a call; larger selections go in chunks and the answers add up. */
export async function inChunks(uuids: string[], send: (chunk: string[]) => Promise<BulkResult>): Promise<BulkResult> {
  const result: BulkResult = { updated: [], refused: [] };
  for (let i = 0; i < uuids.length; i += SERVICES_PER_BULK) {
    const part = await send(uuids.slice(i, i + SERVICES_PER_BULK));
    result.updated.push(...part.updated);
    result.refused.push(...part.refused);
  }
  return result;
}
