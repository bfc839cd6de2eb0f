import type { Employee } from "@despacho/domain";
import type { users } from "../../db/schema/index.js";

type Named = { id: string; name: string };
export interface EmployeeRow {
  user: typeof users.$inferSelect;
  headquarters: Named[];
  employment: Named | null;
  templates: Named[];
}

export const presentEmployee = ({ user, headquarters, employment, templates }: EmployeeRow): Employee => ({
  id: user.id,
  username: user.username,
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: `${user.firstName} ${user.lastName}`,
  email: user.email,
  is_enabled: user.isActive,
  headquarters,
  employment,
  templates,
});
