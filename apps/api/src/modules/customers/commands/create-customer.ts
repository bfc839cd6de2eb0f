import type { CustomerInput } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { customers } from "../../../db/schema/index.js";
import type { CustomerOwner } from "../owner.js";

/** A business user's customer is its own (spec §5); staff add to the company's directory. */
export async function createCustomer(db: Db, headquarterId: string, owner: CustomerOwner, input: CustomerInput) {
  const [row] = await db
    .insert(customers)
    .values({
      headquarterId,
      name: input.name,
      phoneNumber: input.phone_number,
      email: input.email,
      // The surcharge is the company's agreement with a customer, never a business's own choice.
      surchargePercent: owner ? 0 : input.surcharge_percent,
      businessUserId: owner,
    })
    .returning();
  return row;
}
