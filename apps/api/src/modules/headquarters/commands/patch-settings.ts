import { eq } from "drizzle-orm";
import { type HeadquarterSettingsPatch, validateMergedSettings } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { headquarters } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import type { Principal } from "../../../plugins/auth.js";

const MODE_ONLY = "change_mode_service_headquartersettings";

export async function patchSettings(db: Db, principal: Principal, id: string, patch: HeadquarterSettingsPatch) {
  // spec §2.3: the service-mode control needs only its own codename; the rest needs the configuration menu.
  if (!principal.roles.includes("view_configuration_menu")) {
    const other = Object.keys(patch).filter((k) => k !== "service_mode");
    if (other.length > 0 || !principal.roles.includes(MODE_ONLY)) throw new AppError("FORBIDDEN");
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(headquarters).where(eq(headquarters.id, id)).for("update");
    if (!row || !principal.headquarterIds.includes(id)) throw notFound();
    const merged = { ...row.settings, ...patch };
    const problem = validateMergedSettings(merged);
    if (problem) throw new AppError("VALIDATION", problem.message, [problem]);
    await tx.update(headquarters).set({ settings: merged }).where(eq(headquarters.id, id));
    return merged;
  });
}
