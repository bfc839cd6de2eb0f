import type { AnonymousCustomer, Customer } from "@despacho/domain";
import type { anonymousCustomers, customers } from "../../db/schema/index.js";

export type CustomerRow = typeof customers.$inferSelect;
export type AnonymousCustomerRow = typeof anonymousCustomers.$inferSelect;

export const presentCustomer = (row: CustomerRow): Customer => ({
  uuid: row.id,
  name: row.name,
  phone_number: row.phoneNumber,
  email: row.email,
  surcharge_percent: row.surchargePercent,
});

export const presentAnonymousCustomer = (row: AnonymousCustomerRow): AnonymousCustomer => ({
  uuid: row.id,
  name: row.name,
  phone_number: row.phoneNumber,
  address: row.address,
  email: row.email,
});
