import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { customerGatewaySchema } from "@despacho/domain";
import { customerGateways } from "../../db/schema/index.js";
import { allow, headquarterOf } from "../../plugins/access.js";

const tags = ["customer-notifications"];
const access = allow.inHeadquarter(["view_configuration_menu"]);

/** Issue 23: where the headquarter's customer messages go by SMS or WhatsApp (the HTTP adapter), per headquarter. */
export async function customerGatewayRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gatewayOf = async (headquarterId: string) => {
    const [row] = await app.db
      .select({ url: customerGateways.url })
      .from(customerGateways)
      .where(eq(customerGateways.headquarterId, headquarterId));
    return { url: row?.url ?? null };
  };

  r.get("/api/customer-gateway/", { schema: { tags, response: { 200: customerGatewaySchema } }, config: { access } }, async (req) =>
    gatewayOf(headquarterOf(req)),
  );

  r.put(
    "/api/customer-gateway/",
    { schema: { tags, body: customerGatewaySchema, response: { 200: customerGatewaySchema } }, config: { access } },
    async (req) => {
      const headquarterId = headquarterOf(req);
      const { url } = req.body;
      if (url === null) await app.db.delete(customerGateways).where(eq(customerGateways.headquarterId, headquarterId));
      else {
        await app.db
          .insert(customerGateways)
          .values({ headquarterId, url })
          .onConflictDoUpdate({ target: customerGateways.headquarterId, set: { url } });
      }
      return gatewayOf(headquarterId);
    },
  );
}
