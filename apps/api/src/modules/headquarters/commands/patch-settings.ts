import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type CityWork,
  type HeadquarterSettingsPatch,
  type ServiceMode,
  serviceModeRefusal,
  validateMergedSettings,
} from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { headquarters, locationAreas } from "../../../db/schema/index.js";
import { AppError, badRequest, notFound } from "../../../errors.js";
import type { Principal } from "../../../plugins/auth.js";
import { queuedGeozoneCount } from "../../geozone-queue/index.js";

const MODE_ONLY = "change_mode_service_headquartersettings";
const CITY_NOT_IN_COUNTRY = "La ciudad no pertenece al país de la sucursal";

export async function patchSettings(db: Db, principal: Principal, id: string, patch: HeadquarterSettingsPatch) {
  // spec §2.3: the service-mode control needs only its own codename; the rest needs the configuration menu.
  if (!principal.roles.includes("view_configuration_menu")) {
    const other = Object.keys(patch).filter((k) => k !== "service_mode");
    if (other.length > 0 || !principal.roles.includes(MODE_ONLY)) throw new AppError("FORBIDDEN");
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(headquarters).where(eq(headquarters.id, id)).for("update");
    if (!row || !principal.headquarterIds.includes(id)) throw notFound();
    if (patch.service_mode) await refuseQueuedModeWithoutQueue(tx, id, patch.service_mode);
    const cities = patch.cities_work && (await countryCities(tx, row.countryId, patch.cities_work));
    const merged = { ...row.settings, ...patch, ...(cities && { cities_work: cities }) };
    const problem = validateMergedSettings(merged);
    if (problem) throw new AppError("VALIDATION", problem.message, [problem]);
    await tx.update(headquarters).set({ settings: merged }).where(eq(headquarters.id, id));
    // The day totals and summaries are counted by the zone's calendar days (migrations 0028, 0042): a new zone recounts them.
    if (merged.time_zone !== row.settings.time_zone) {
      await tx.execute(
        sql`select rebuild_service_totals(${id}::uuid), rebuild_service_stats(${id}::uuid), rebuild_payroll_daily(${id}::uuid)`,
      );
    }
    return merged;
  });
}

/** spec §4/§8: a queued mode needs a queued geozone of the headquarter first. */
async function refuseQueuedModeWithoutQueue(tx: Tx, headquarterId: string, mode: ServiceMode) {
  const refusal = serviceModeRefusal(mode, await queuedGeozoneCount(tx, headquarterId));
  if (refusal) throw new AppError("QUEUE_GEOZONE_REQUIRED", refusal);
}

/** spec §3 cities_work: cities of the headquarter's country, their name and bounds as the country has them. */
async function countryCities(tx: Tx, countryId: string, cities: CityWork[]): Promise<CityWork[]> {
  if (cities.length === 0) return cities;
  const areas = await tx
    .select()
    .from(locationAreas)
    .where(
      and(
        inArray(
          locationAreas.id,
          cities.map((c) => c.city.id),
        ),
        eq(locationAreas.countryId, countryId),
        eq(locationAreas.type, "city"),
      ),
    );
  return cities.map((c, i) => {
    const area = areas.find((a) => a.id === c.city.id);
    if (!area) throw badRequest(`cities_work.${i}.city`, CITY_NOT_IN_COUNTRY);
    return { ...c, city: { id: area.id, name: area.name, bounds: area.bounds } };
  });
}
