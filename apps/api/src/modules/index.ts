import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { authRoutes } from "./auth/routes.js";
import { chatUploadRoutes } from "./chat-uploads/routes.js";
import { chatRoutes } from "./chats/routes/index.js";
import { geocoderRoutes } from "./geocoder/routes.js";
import { geozoneModuleRoutes } from "./geozones/routes/index.js";
import { countryRoutes } from "./countries/routes.js";
import { courierRoutes } from "./couriers/routes.js";
import { courierPresence } from "./courier-presence/presence.js";
import { courierActivationRoutes } from "./courier-activations/routes.js";
import { courierBlockRoutes } from "./courier-blocks/routes.js";
import { configurationRoutes } from "./configuration/routes.js";
import { covenantRoutes } from "./covenants/routes.js";
import { customerRoutes } from "./customers/routes.js";
import { employeeRoutes } from "./employees/routes.js";
import { businessServiceTypeRoutes } from "./business-service-types/routes.js";
import { businessStoreRoutes } from "./business-stores/routes.js";
import { logisticProviderRoutes } from "./logistic-providers/routes.js";
import { employmentRoutes } from "./employments/routes.js";
import { headquarterRoutes } from "./headquarters/routes.js";
import { healthRoutes } from "./health/routes.js";
import { messengerBackOfficeRoutes } from "./messengers/courier-routes.js";
import { messengerRoutes } from "./messengers/routes.js";
import { notificationRoutes } from "./notifications/routes.js";
import { paymentMethodRoutes } from "./payment-methods/routes.js";
import { petitionRoutes } from "./petitions/routes/index.js";
import { scheduleRoutes } from "./schedules/routes.js";
import { serviceRoutes } from "./services/routes/index.js";
import { serviceTypeRoutes } from "./service-types/routes.js";
import { tagRoutes } from "./tags/routes.js";
import { templateRoutes } from "./templates/routes.js";

/** Every area of the API, one line each; app.ts registers this after the infrastructure plugins. */
export const modulesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes);
    await app.register(authRoutes);
    await app.register(headquarterRoutes);
    await app.register(countryRoutes);
    await app.register(employmentRoutes);
    await app.register(businessStoreRoutes);
    await app.register(covenantRoutes);
    await app.register(logisticProviderRoutes);
    await app.register(businessServiceTypeRoutes);
    await app.register(templateRoutes);
    await app.register(employeeRoutes);
    await app.register(serviceTypeRoutes);
    await app.register(paymentMethodRoutes);
    await app.register(customerRoutes);
    await app.register(messengerRoutes);
    await app.register(courierRoutes);
    await app.register(messengerBackOfficeRoutes);
    await app.register(serviceRoutes);
    await app.register(petitionRoutes);
    await app.register(courierBlockRoutes);
    await app.register(courierActivationRoutes);
    await app.register(courierPresence);
    await app.register(scheduleRoutes);
    await app.register(tagRoutes);
    await app.register(notificationRoutes);
    await app.register(configurationRoutes);
    await app.register(chatUploadRoutes);
    await app.register(chatRoutes);
    await app.register(geozoneModuleRoutes);
    await app.register(geocoderRoutes);
  },
  { name: "modules", dependencies: ["db", "auth", "access", "idempotency", "mailer", "storage", "realtime", "headquarter-cache", "jobs"] },
);
