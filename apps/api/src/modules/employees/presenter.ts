import type { Employee } from "@despacho/domain";
import type { users } from "../../db/schema/index.js";

type Named = { id: string; name: string };
export interface EmployeeRow {
  user: typeof users.$inferSelect;
  headquarters: Named[];
  employment: Named | null;
  templates: Named[];
  /** The new email asked for and not confirmed yet. */
  pendingEmail: string | null;
}

export const presentEmployee = ({ user, headquarters, employment, templates, pendingEmail }: EmployeeRow): Employee => ({
  id: user.id,
  username: user.username,
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: `${user.firstName} ${user.lastName}`,
  email: user.email,
  pending_email: pendingEmail,
  is_enabled: user.isActive,
  headquarters,
  employment,
  templates,
});
