import { and, asc, eq, inArray } from "drizzle-orm";
import {
  type HeadquarterSettings,
  type HeadquarterSettingsPatch,
  type HeadquarterSettingsResponse,
  type Headquarter,
  SERVICE_MODES,
  validateMergedSettings,
} from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { headquarters } from "../../db/schema/index.js";
import { AppError, notFound } from "../../errors.js";
import type { Principal } from "../../plugins/access.js";

type HeadquarterRow = typeof headquarters.$inferSelect;

export function presentHeadquarter(row: HeadquarterRow): Headquarter {
  return {
    uuid: row.id,
    name: row.name,
    image_url: row.imageUrl,
    google_key: row.googleKey,
    city: { name: row.cityName, country_id: row.countryId, bounds: row.cityBounds },
  };
}

export function presentSettings(settings: HeadquarterSettings): HeadquarterSettingsResponse {
  return {
    ...settings,
    current_datetime: new Date().toISOString(),
    service_mode_options: SERVICE_MODES.map((m) => ({ value: m.value, text: m.text })),
  };
}

export async function activeHeadquarters(db: Db, principal: Principal) {
  if (principal.headquarterIds.length === 0) return [];
  return db
    .select()
    .from(headquarters)
    .where(and(inArray(headquarters.id, principal.headquarterIds), eq(headquarters.isActive, true)))
    .orderBy(asc(headquarters.name));
}

/** A headquarter of the caller; any other id answers 404. */
export async function headquarterFor(db: Db, principal: Principal, id: string): Promise<HeadquarterRow> {
  if (!principal.headquarterIds.includes(id)) throw notFound();
  const [row] = await db.select().from(headquarters).where(eq(headquarters.id, id));
  if (!row) throw notFound();
  return row;
}

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
