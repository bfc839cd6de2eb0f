import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_HEADQUARTER_SETTINGS, type Permission } from "@despacho/domain";
import type { Db } from "../db/client.js";
import {
  businessServiceTypes,
  businessStoreServiceTypes,
  businessStores,
  companies,
  employments,
  savedLocations,
  headquarters,
  memberships,
  roles,
  userRoles,
  users,
} from "../db/schema/index.js";
import { blockScheduleResourceFactories } from "./block-schedule-factories.js";
import { catalogResourceFactories } from "./catalog-factories.js";
import { payrollResourceFactories } from "./payroll-factories.js";
import { geozoneResourceFactories } from "./geozone-factories.js";
import { integrationResourceFactories } from "./integration-factories.js";
import { covenantResourceFactories } from "./covenant-factories.js";
import { authHeaders, login, type TestApp } from "./harness.js";
import { DEFAULT_PASSWORD, hashOf } from "./password-hashes.js";
import { petitionResourceFactories } from "./petition-factories.js";
import { linkResourceFactories } from "./link-factories.js";
import { serviceResourceFactories } from "./service-factories.js";
import { routeResourceFactories } from "./route-factories.js";
import { massiveResourceFactories } from "./massive-factories.js";

// Factories take overrides and create missing parents (outline's server/test/factories.ts).

export { DEFAULT_PASSWORD };

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

type CompanyRow = typeof companies.$inferSelect;
type HeadquarterRow = typeof headquarters.$inferSelect;
type RoleRow = typeof roles.$inferSelect;
type UserRow = typeof users.$inferSelect;
type EmploymentRow = typeof employments.$inferSelect;

export async function createCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ name: unique("Empresa "), country: "CO", ...overrides })
    .returning();
  return row;
}

export async function createHeadquarter(db: Db, overrides: Partial<typeof headquarters.$inferInsert> = {}): Promise<HeadquarterRow> {
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const [row] = await db
    .insert(headquarters)
    .values({
      name: unique("Sucursal "),
      cityId: 11001,
      cityName: "Bogotá",
      cityBounds: { north: 4.837, south: 4.461, east: -73.986, west: -74.227 },
      settings: DEFAULT_HEADQUARTER_SETTINGS,
      ...overrides,
      companyId,
    })
    .returning();
  return row;
}

export async function createRole(
  db: Db,
  overrides: Omit<Partial<typeof roles.$inferInsert>, "permissions"> & { permissions?: string[] } = {},
): Promise<RoleRow> {
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  // Any text, as a row may hold: tests also give a role a codename no route knows.
  const permissions = (overrides.permissions ?? []) as Permission[];
  const [row] = await db
    .insert(roles)
    .values({ name: unique("Rol "), ...overrides, permissions, companyId })
    .returning();
  return row;
}

export interface UserOverrides {
  companyId?: string;
  username?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  emailVerified?: boolean;
  isActive?: boolean;
  /** A role with these codenames is created and given to the user. */
  permissions?: string[];
  /** Existing roles to give. */
  roleIds?: string[];
  /** Headquarters the user belongs to; with no companyId the user joins the first one's company. */
  headquarterIds?: string[];
  /** A business profile (spec §3 user.business). */
  business?: { name: string; hasStore?: boolean; imageUrl?: string };
}

export interface CreatedUser {
  user: UserRow;
  password: string;
  roleIds: string[];
  headquarterIds: string[];
}

export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const headquarterIds = overrides.headquarterIds ?? [];
  let companyId = overrides.companyId;
  if (!companyId && headquarterIds.length > 0) {
    const [hq] = await db.select({ companyId: headquarters.companyId }).from(headquarters).where(eq(headquarters.id, headquarterIds[0]));
    companyId = hq?.companyId;
  }
  companyId ??= (await createCompany(db)).id;
  const username = overrides.username ?? unique("usuario_");
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      companyId,
      username,
      email: overrides.email ?? `${username}@despacho.test`,
      emailVerified: overrides.emailVerified ?? false,
      passwordHash: await hashOf(password),
      firstName: overrides.firstName ?? "Prueba",
      lastName: overrides.lastName ?? "Usuario",
      isActive: overrides.isActive ?? true,
      businessName: overrides.business?.name ?? null,
      kind: overrides.business ? "business" : "staff",
      businessHasStore: overrides.business?.hasStore ?? false,
      businessImageUrl: overrides.business?.imageUrl ?? null,
    })
    .returning();
  const roleIds = [...(overrides.roleIds ?? [])];
  if (overrides.permissions) roleIds.push((await createRole(db, { companyId, permissions: overrides.permissions })).id);
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user.id, roleId })));
  if (headquarterIds.length > 0) {
    await db.insert(memberships).values(headquarterIds.map((headquarterId) => ({ userId: user.id, headquarterId })));
  }
  return { user, password, roleIds, headquarterIds };
}

export async function createEmployment(db: Db, overrides: Partial<typeof employments.$inferInsert> = {}): Promise<EmploymentRow> {
  const headquarterId = overrides.headquarterId ?? (await createHeadquarter(db)).id;
  const [row] = await db
    .insert(employments)
    .values({ name: unique("Cargo "), ...overrides, headquarterId })
    .returning();
  return row;
}

export async function createSavedLocation(db: Db, overrides: Partial<typeof savedLocations.$inferInsert> = {}) {
  const headquarterId = overrides.headquarterId ?? (await createHeadquarter(db)).id;
  const [row] = await db
    .insert(savedLocations)
    .values({
      name: unique("Lugar "),
      address: "Calle 72 # 10-34",
      latitude: 4.6586,
      longitude: -74.0565,
      cityId: -1,
      ...overrides,
      headquarterId,
    })
    .returning();
  return row;
}

/** A business of the headquarter with a store that offers a type it chose there. */
async function businessOffer(db: Db, headquarterId: string) {
  const storeId = await resourceFactories["business-store"](db, headquarterId);
  const [store] = await db.select().from(businessStores).where(eq(businessStores.id, storeId));
  const serviceTypeId = await resourceFactories["service-type"](db, headquarterId);
  const [chosen] = await db
    .insert(businessServiceTypes)
    .values({ headquarterId, businessUserId: store.businessUserId, serviceTypeId })
    .returning();
  const [offer] = await db
    .insert(businessStoreServiceTypes)
    .values({ headquarterId, businessStoreId: storeId, businessServiceTypeId: chosen.id })
    .returning();
  return { chosenId: chosen.id, offerId: offer.id };
}

/**
 * One factory per `access.resource` a route declares: given a headquarter the caller does NOT
 * belong to, it creates a row of that resource there and answers its id. The security suite
 * calls it with the caller's id in the path and expects 404; a resource without a factory
 * fails the suite.
 */
export const resourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  // A headquarter the caller is not a member of, in the same company as the given one.
  headquarter: async (db, headquarterId) => {
    const [other] = await db.select({ companyId: headquarters.companyId }).from(headquarters).where(eq(headquarters.id, headquarterId));
    return (await createHeadquarter(db, { companyId: other.companyId })).id;
  },
  // Headquarters are administered company-wide (PATCH /headquarter/{id}/ and allow-linkage): for an
  // administrator even a headquarter they are not a member of is theirs, so the other one is always
  // another company's.
  "company-headquarter": async (db) => (await createHeadquarter(db)).id,
  employment: async (db, headquarterId) => (await createEmployment(db, { headquarterId })).id,
  savedLocation: async (db, headquarterId) => (await createSavedLocation(db, { headquarterId })).id,
  // A store of a business user of the given headquarter.
  "business-store": async (db, headquarterId) => {
    const { user } = await createUser(db, {
      headquarterIds: [headquarterId],
      permissions: ["add_service"],
      business: { name: unique("Negocio ") },
    });
    const [store] = await db
      .insert(businessStores)
      .values({ headquarterId, businessUserId: user.id, name: unique("Tienda ") })
      .returning();
    return store.id;
  },
  // A provider the business (the caller) does not have: another headquarter of the company.
  "logistic-provider": async (db, headquarterId) => resourceFactories.headquarter(db, headquarterId),
  // A type another business chose with the given headquarter, and one of its stores offering it.
  "user-to-service-type": async (db, headquarterId) => (await businessOffer(db, headquarterId)).chosenId,
  "service-type-user-to-business-store": async (db, headquarterId) => (await businessOffer(db, headquarterId)).offerId,
  // A staff user who works only in the given headquarter.
  employee: async (db, headquarterId) =>
    (await createUser(db, { headquarterIds: [headquarterId], permissions: ["view_desktop_menu"] })).user.id,
  // Templates are the company's, shared by all its headquarters: "elsewhere" is another company.
  template: async (db) => (await createRole(db, { permissions: ["view_desktop_menu"] })).id,
  // The catalog and service modules keep theirs beside their own test helpers.
  ...catalogResourceFactories,
  ...covenantResourceFactories,
  ...serviceResourceFactories,
  ...linkResourceFactories,
  ...petitionResourceFactories,
  ...blockScheduleResourceFactories,
  ...geozoneResourceFactories,
  ...routeResourceFactories,
  ...payrollResourceFactories,
  ...massiveResourceFactories,
  ...integrationResourceFactories,
};

/**
 * Two headquarters of one company and a user of both, signed in (X-Headquarter chooses which one a call acts in):
 * the setup of the tests that prove another headquarter's ids answer 404. `in(hq)` gives the headers of a call there.
 */
export async function twoHeadquarters(t: TestApp, companyId: string, permissions: string[], user: UserOverrides = {}) {
  const [a, b] = await Promise.all([createHeadquarter(t.db, { companyId }), createHeadquarter(t.db, { companyId })]);
  const created = await createUser(t.db, { ...user, companyId, headquarterIds: [a.id, b.id], permissions });
  const { access } = await login(t.app, created.user.username, created.password);
  return { a: a.id, b: b.id, userId: created.user.id, in: (hq: string) => authHeaders(access, hq) };
}
