// The schemas that the calls of the first screens (sign-in, token refresh, the signed-in user, their
// permissions and headquarters) validate with. They are loaded with the first such call (see
// firstScreenSchemas in api-client), so /login downloads neither them nor zod before the user types.
import { headquarterSchema } from "@despacho/domain";
import { z } from "zod";

export { loginSchema, refreshSchema, tokenResponseSchema, userSchema } from "@despacho/domain";
export const activeHeadquartersSchema = z.array(headquarterSchema);
export const permissionListSchema = z.array(z.string());
