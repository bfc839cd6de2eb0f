import { ROUTES } from "@despacho/domain";

export const courierPath = (id: string) => ROUTES.messengerDetail.path.replace(":id", encodeURIComponent(id));
