import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  COURIER_SOCKET_EVENTS,
  courierActivationSchema,
  courierLocationsAcceptedSchema,
  courierLocationsSchema,
  courierProfilePatchSchema,
  courierProfileSchema,
  courierSignUpSchema,
  hasSomeChange,
  INPUT_MESSAGES,
} from "@despacho/domain";
import { allow, courierOf } from "../../../plugins/access.js";
import { signUpRateLimit } from "../../auth/index.js";
import { signUpCourier, updateCourierProfile } from "./commands/account.js";
import { setCourierOnline } from "./commands/activation.js";
import { LocationBatcher } from "./location-batcher.js";
import { courierProfile } from "./queries/profile.js";
import { courierMotorcycleRoutes } from "./routes/motorcycles.js";
import { courierServiceRoutes } from "./routes/services.js";

const tags = ["courier"];

// The courier app's side of the API (issue 9): paths the courier app and outside clients rely on.
export async function courierRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(courierMotorcycleRoutes);
  await app.register(courierServiceRoutes);
  const locations = new LocationBatcher(app.db, app.realtime, app.events);
  app.addHook("onClose", () => locations.stop());
  // The same points through the courier's socket (issue 21): one batcher, one set of rules.
  app.realtime.onCourierRequest(COURIER_SOCKET_EVENTS.locations, (courier, input) => locations.record(courier.messengerId, input));

  r.post(
    "/api/courier/sign-up/",
    {
      schema: { tags, body: courierSignUpSchema, response: { 201: courierProfileSchema } },
      config: { conflicts: true, access: allow.anyone() },
      preHandler: signUpRateLimit(app),
    },
    async (req, reply) => reply.status(201).send(await courierProfile(app.db, await signUpCourier(app.db, req.body))),
  );

  r.get(
    "/api/courier/profile/",
    { schema: { tags, response: { 200: courierProfileSchema } }, config: { access: allow.courier() } },
    async (req) => courierProfile(app.db, courierOf(req).messengerId),
  );

  r.patch(
    "/api/courier/profile/",
    {
      schema: {
        tags,
        body: courierProfilePatchSchema.refine(hasSomeChange, { error: INPUT_MESSAGES.noChanges }),
        response: { 200: courierProfileSchema },
      },
      config: { access: allow.courier() },
    },
    async (req) => {
      await updateCourierProfile(app.db, courierOf(req), req.body);
      return courierProfile(app.db, courierOf(req).messengerId);
    },
  );

  r.post(
    "/api/courier/activation/",
    {
      schema: { tags, body: courierActivationSchema, response: { 200: courierProfileSchema } },
      config: { conflicts: true, access: allow.courier() },
    },
    async (req) => {
      await setCourierOnline(app.db, courierOf(req).messengerId, req.body.headquarter, req.body.online);
      await app.events.dispatch();
      return courierProfile(app.db, courierOf(req).messengerId);
    },
  );

  r.post(
    "/api/courier/locations/",
    {
      schema: { tags, body: courierLocationsSchema, response: { 201: courierLocationsAcceptedSchema } },
      config: { access: allow.courier(), idempotent: true },
    },
    async (req, reply) => reply.status(201).send(await locations.record(courierOf(req).messengerId, req.body)),
  );
}
