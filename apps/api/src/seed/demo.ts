import { count, inArray } from "drizzle-orm";
import { DEFAULT_HEADQUARTER_SETTINGS, PERMISSIONS } from "@despacho/domain";
import type { Db } from "../db/client.js";
import { companies, employments, headquarters, locationAreas, memberships, roles, userRoles, users } from "../db/schema/index.js";
import { hashPassword } from "../modules/auth/index.js";
import { seedDemoBlocksAndHours } from "./demo-blocks-hours.js";
import { seedDemoCovenants } from "./demo-covenants.js";
import { seedDemoBusiness } from "./demo-business.js";
import { seedDemoCatalog } from "./demo-catalog.js";
import { seedDemoPetitions } from "./demo-petitions.js";
import { seedDemoChats } from "./demo-chats.js";
import { seedDemoGeozones } from "./demo-geozones.js";
import { seedDemoFakeLocations } from "./demo-fake-locations.js";
import { seedDemoCourierPayments } from "./demo-courier-payments.js";
import { seedDemoServices } from "./demo-services.js";
import { seedDemoTracks } from "./demo-tracks.js";
import { DEMO_HEADQUARTERS, DEMO_PASSWORD, DEMO_POSITIONS, OPERATOR_PERMISSIONS } from "./demo-data.js";

/** Demo data on an empty database; answers whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ companiesCount }] = await db.select({ companiesCount: count() }).from(companies);
  if (companiesCount > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: "Despacho Demo", country: "CO" }).returning();
    const cities = await tx
      .select()
      .from(locationAreas)
      .where(
        inArray(
          locationAreas.id,
          DEMO_HEADQUARTERS.map((h) => h.cityId),
        ),
      );
    const hqs = await tx
      .insert(headquarters)
      .values(
        DEMO_HEADQUARTERS.map((h) => {
          const city = cities.find((c) => c.id === h.cityId);
          if (!city) throw new Error(`location area ${h.cityId} is not seeded`);
          return {
            companyId: company.id,
            name: h.name,
            cityId: city.id,
            cityName: city.name,
            countryId: city.countryId,
            cityBounds: city.bounds,
            settings: { ...DEFAULT_HEADQUARTER_SETTINGS, ...h.remuneration },
          };
        }),
      )
      .returning();
    const [bogota, medellin] = hqs;
    const [adminRole, operatorRole, businessRole] = await tx
      .insert(roles)
      .values([
        { companyId: company.id, name: "Administrador", permissions: [...PERMISSIONS] },
        { companyId: company.id, name: "Operador", permissions: OPERATOR_PERMISSIONS },
        { companyId: company.id, name: "Negocio", permissions: ["add_service"] },
      ])
      .returning();
    const person = (username: string, firstName: string, lastName: string) => ({
      companyId: company.id,
      username,
      email: `${username}@despacho.local`,
      emailVerified: true,
      passwordHash,
      firstName,
      lastName,
    });
    const [admin, operator, business, noRoles] = await tx
      .insert(users)
      .values([
        person("admin", "Ana", "Administradora"),
        person("operador", "Óscar", "Operador"),
        { ...person("negocio", "Nora", "Negocio"), businessName: "Tienda La Esquina", businessHasStore: true, kind: "business" },
        person("sinroles", "Samuel", "Sin Roles"),
      ])
      .returning();
    await tx.insert(userRoles).values([
      { userId: admin.id, roleId: adminRole.id },
      { userId: operator.id, roleId: operatorRole.id },
      { userId: business.id, roleId: businessRole.id },
    ]);
    await tx.insert(memberships).values([
      { userId: admin.id, headquarterId: bogota.id },
      { userId: admin.id, headquarterId: medellin.id },
      { userId: operator.id, headquarterId: bogota.id },
      { userId: business.id, headquarterId: bogota.id },
      { userId: noRoles.id, headquarterId: bogota.id },
    ]);
    await tx
      .insert(employments)
      .values([
        ...DEMO_POSITIONS.Bogotá.map((name) => ({ headquarterId: bogota.id, name })),
        ...DEMO_POSITIONS.Medellín.map((name) => ({ headquarterId: medellin.id, name })),
      ]);
    await seedDemoCatalog(tx, hqs, passwordHash);
    await seedDemoBusiness(tx, business.id, bogota.id);
    await seedDemoServices(tx, hqs);
    await seedDemoPetitions(tx, bogota.id, admin.id);
    await seedDemoCovenants(tx, {
      companyId: company.id,
      headquarterId: bogota.id,
      businessId: business.id,
      businessRoleId: businessRole.id,
      passwordHash,
    });
    await seedDemoCourierPayments(
      tx,
      hqs.map((h) => h.id),
      admin.id,
    );
    // After the couriers exist: their blocks, hours and activations.
    await seedDemoBlocksAndHours(tx, hqs, admin.id);
    await seedDemoChats(tx, bogota.id, admin.id);
    await seedDemoGeozones(tx, bogota.id);
    await seedDemoFakeLocations(tx);
    // Last: the routes end where the geozone queue's couriers were moved.
    await seedDemoTracks(tx);
  });
  return true;
}
