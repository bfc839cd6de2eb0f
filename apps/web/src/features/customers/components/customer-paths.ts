import { ROUTES } from "@despacho/domain";

/** /customers/{id}/edit from its ":id" pattern (spec §2.2). */
export const editCustomerPath = (id: string) => ROUTES.customersEdit.path.replace(":id", encodeURIComponent(id));
