import type { Tag } from "@despacho/domain";
import type { tags } from "../../db/schema/index.js";

export const presentTag = (row: typeof tags.$inferSelect): Tag => ({ uuid: row.id, name: row.name });
