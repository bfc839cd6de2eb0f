import { DEFAULT_COVENANT_SETTINGS } from "@despacho/domain";
import type { Tx } from "../db/client.js";
import { seedStoreCities } from "./demo-business.js";
import { businessStores, covenants, memberships, userRoles, users } from "../db/schema/index.js";

interface CovenantDemo {
  companyId: string;
  headquarterId: string;
  /** The demo business "negocio" and its role. */
  businessId: string;
  businessRoleId: string;
  passwordHash: string;
}

/**
 * Covenants between stores (docs/decisions/011-covenants.md): "negocio" has a store, and a second
 * business, "proveedor", has two in Bogotá; one of them already serves "negocio" under an accepted
 * covenant, the other is free to be asked.
 */
export async function seedDemoCovenants(tx: Tx, demo: CovenantDemo) {
  const [provider] = await tx
    .insert(users)
    .values({
      companyId: demo.companyId,
      username: "proveedor",
      email: "proveedor@despacho.local",
      emailVerified: true,
      passwordHash: demo.passwordHash,
      firstName: "Pablo",
      lastName: "Proveedor",
      kind: "business",
      businessName: "Mensajería Rápida",
      businessHasStore: true,
    })
    .returning();
  await tx.insert(userRoles).values({ userId: provider.id, roleId: demo.businessRoleId });
  await tx.insert(memberships).values({ userId: provider.id, headquarterId: demo.headquarterId });
  const store = (businessUserId: string, name: string, address: string) => ({
    headquarterId: demo.headquarterId,
    businessUserId,
    name,
    address,
  });
  const [mine, centre] = await tx
    .insert(businessStores)
    .values([
      store(demo.businessId, "La Esquina Chapinero", "Calle 60 # 9-20"),
      store(provider.id, "Bodega Centro", "Carrera 7 # 12-40"),
      store(provider.id, "Bodega Norte", "Calle 140 # 19-10"),
    ])
    .returning();
  await seedStoreCities(tx, [mine, centre]);
  await tx.insert(covenants).values({
    headquarterId: demo.headquarterId,
    businessStoreId: mine.id,
    providerStoreId: centre.id,
    status: "accepted",
    settings: { ...DEFAULT_COVENANT_SETTINGS, payment: "credit", discount_percentage: 5, note: "Pago quincenal" },
    answeredAt: new Date(),
  });
}
