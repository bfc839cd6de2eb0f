import { ROUTES } from "@despacho/domain";

/** /headquarter/{id}/edit from its ":id" pattern (spec §2.2). */
export const editHeadquarterPath = (id: string) => ROUTES.headquarterEdit.path.replace(":id", encodeURIComponent(id));
