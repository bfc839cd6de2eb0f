import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DOMAIN_EVENTS, idParamsSchema, notificationInputSchema, notificationSchema } from "@despacho/domain";
import { badRequest } from "../../errors.js";
import { allow, principalOf } from "../../plugins/access.js";
import { recordEvents } from "../../plugins/domain-events.js";
import { memberHeadquarter } from "../headquarters/index.js";
import { sanitizeNotificationBody } from "./sanitize-body.js";

// spec §2.3 / §4: an administrator's notification to the desks of one of their headquarters.
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/headquarter/:id/notifications/",
    {
      schema: { tags: ["headquarters"], params: idParamsSchema, body: notificationInputSchema, response: { 202: notificationSchema } },
      config: { access: allow.signedIn(["view_configuration_menu"], "headquarter") },
    },
    async (req, reply) => {
      const headquarter = await memberHeadquarter(app.db, principalOf(req), req.params.id);
      const body = sanitizeNotificationBody(req.body.body);
      if (!body) throw badRequest("body", "El mensaje no tiene contenido que se pueda mostrar");
      const notification = { title: req.body.title, body };
      // The notification is the fact: recorded on its own, it reaches the desks through the socket fan-out.
      await recordEvents(app.db, [{ name: DOMAIN_EVENTS.headquarterNotified, headquarter: headquarter.id, payload: notification }]);
      await app.events.dispatch();
      return reply.status(202).send(notification);
    },
  );
}
