import { and, arrayContains, eq } from "drizzle-orm";
import {
  DEFAULT_HEADQUARTER_SETTINGS,
  type headquarterInputSchema,
  type headquarterPatchSchema,
  headquarterAdministrationRefusal,
} from "@despacho/domain";
import type { z } from "zod";
import type { Db, Tx } from "../../../db/client.js";
import { companies, headquarters, memberships, roles, userRoles, users } from "../../../db/schema/index.js";
import { AppError, badRequest } from "../../../errors.js";
import type { Storage } from "../../../storage/storage.js";
import type { Principal } from "../../../plugins/auth.js";
import { storedImage } from "../../auth/index.js";
import { cityOf } from "../../countries/index.js";
import { grantsOfPrincipal } from "../../employees/index.js";
import { companyHeadquarter } from "../queries/headquarters.js";

type Input = z.output<typeof headquarterInputSchema> & { image?: Buffer };
type Patch = z.output<typeof headquarterPatchSchema> & { image?: Buffer };

/** Who administers the company's headquarters (spec §2.2 new and edit); they join every new one. */
const ADMIN_CODENAME = "view_employee_add_menu";

/** The city chosen, copied onto the headquarter: a city of the company's country, else a 400 on `city`. */
async function cityColumns(tx: Tx, companyId: string, cityId: number) {
  const [company] = await tx.select({ country: companies.country }).from(companies).where(eq(companies.id, companyId));
  const city = await cityOf(tx, company.country, cityId);
  if (!city) throw badRequest("city", "La ciudad no existe en el país de la empresa");
  return { cityId: city.id, cityName: city.name, countryId: city.countryId, cityBounds: city.bounds };
}

const imageOf = (storage: Storage, image: Buffer | undefined) => (image ? storedImage(storage, "headquarters", image) : undefined);

/**
 * spec §7 POST /headquarter/: the domain's default settings; the creator and the company's staff who
 * administer headquarters become members, so it is in their switcher from their next token; answers
 * the row and those members (told after commit).
 */
export async function createHeadquarter(db: Db, storage: Storage, principal: Principal, input: Input) {
  const imageUrl = await imageOf(storage, input.image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(headquarters)
      .values({
        companyId: principal.companyId,
        name: input.name,
        googleKey: input.google_key ?? null,
        imageUrl: imageUrl ?? null,
        settings: DEFAULT_HEADQUARTER_SETTINGS,
        ...(await cityColumns(tx, principal.companyId, input.city)),
      })
      .returning();
    const admins = await tx
      .selectDistinct({ userId: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          eq(users.companyId, principal.companyId),
          eq(users.isActive, true),
          eq(users.kind, "staff"),
          arrayContains(roles.permissions, [ADMIN_CODENAME]),
        ),
      );
    const members = new Set([principal.userId, ...admins.map((a) => a.userId)]);
    await tx.insert(memberships).values([...members].map((userId) => ({ userId, headquarterId: row.id })));
    return { row, members: [...members] };
  });
}

/**
 * Issue 19: a company headquarter (else 404) the caller manages (else 403): administering one they do not work
 * in would reach its members (docs/decisions/022-managing-other-accounts.md).
 */
async function administeredHeadquarter(db: Db, principal: Principal, id: string) {
  const row = await companyHeadquarter(db, principal, id);
  const refusal = headquarterAdministrationRefusal(grantsOfPrincipal(principal), id);
  if (refusal) throw new AppError("FORBIDDEN", refusal);
  return row;
}

/** spec §7 PATCH /headquarter/{id}/: only the fields sent change. */
export async function updateHeadquarter(db: Db, storage: Storage, principal: Principal, id: string, patch: Patch) {
  await administeredHeadquarter(db, principal, id);
  const imageUrl = await imageOf(storage, patch.image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(headquarters)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.google_key !== undefined && { googleKey: patch.google_key }),
        ...(imageUrl && { imageUrl }),
        ...(patch.city !== undefined && (await cityColumns(tx, principal.companyId, patch.city))),
      })
      .where(and(eq(headquarters.id, id), eq(headquarters.companyId, principal.companyId)))
      .returning();
    return row;
  });
}

/** spec §7 /headquarter/{id}/allow-linkage/: whether couriers may ask to join it. */
export async function setAllowLinkage(db: Db, principal: Principal, id: string, allowLinkage: boolean) {
  await administeredHeadquarter(db, principal, id);
  const [row] = await db
    .update(headquarters)
    .set({ allowLinkage })
    .where(and(eq(headquarters.id, id), eq(headquarters.companyId, principal.companyId)))
    .returning();
  return row;
}
