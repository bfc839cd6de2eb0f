import type { PaymentMethod } from "@despacho/domain";
import type { paymentMethods } from "../../db/schema/index.js";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect & { isUsed: boolean };

export const presentPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  uuid: row.id,
  name: row.name,
  is_default: row.isDefault,
  is_used: row.isUsed,
  is_active: row.isActive,
});
