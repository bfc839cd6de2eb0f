import type { Employment } from "@despacho/domain";
import type { employments } from "../../db/schema/index.js";

export type EmploymentRow = typeof employments.$inferSelect;

export const presentEmployment = (row: EmploymentRow): Employment => ({ id: row.id, name: row.name });
