import type { CustomerInput } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { customers } from "../../../db/schema/index.js";

export async function createCustomer(db: Db, headquarterId: string, input: CustomerInput) {
  const [row] = await db
    .insert(customers)
    .values({
      headquarterId,
      name: input.name,
      phoneNumber: input.phone_number,
      email: input.email,
      surchargePercent: input.surcharge_percent,
    })
    .returning();
  return row;
}
