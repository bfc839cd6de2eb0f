import { ROUTES } from "@despacho/domain";

/** /employees/{id}/edit from its ":id" pattern (spec §2.2). */
export const editEmployeePath = (id: string) => ROUTES.employeesEdit.path.replace(":id", encodeURIComponent(id));
