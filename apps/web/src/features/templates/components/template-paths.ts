import { ROUTES } from "@despacho/domain";

/** /templates/{id}/edit from its ":id" pattern (spec §2.2). */
export const editTemplatePath = (id: string) => ROUTES.templatesEdit.path.replace(":id", encodeURIComponent(id));
