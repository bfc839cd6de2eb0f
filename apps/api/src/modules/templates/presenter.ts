import type { Template } from "@despacho/domain";
import type { roles } from "../../db/schema/index.js";

export type TemplateRow = typeof roles.$inferSelect & { employeesCount: number };

export const presentTemplate = (row: TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  permissions: row.permissions,
  employees_count: row.employeesCount,
});
