import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiKeyRoutes } from "./api-keys/index.js";
import { authRoutes } from "./auth/index.js";
import { chatUploadRoutes } from "./chat-uploads/index.js";
import { chatRoutes } from "./chats/index.js";
import { geocoderRoutes } from "./geocoder/index.js";
import { geozoneModuleRoutes } from "./geozones/index.js";
import { geozoneQueueConsumer, geozoneQueueRoutes } from "./geozone-queue/index.js";
import { countryRoutes } from "./countries/index.js";
import { courierServiceTypeRoutes } from "./courier-service-types/index.js";
import { courierRoutes } from "./couriers/index.js";
import { courierPresence } from "./couriers/index.js";
import { courierActivationRoutes } from "./couriers/index.js";
import { courierBlockRoutes } from "./couriers/index.js";
import { configurationRoutes } from "./configuration/index.js";
import { covenantRoutes } from "./covenants/index.js";
import { customerGatewayRoutes, customerNotificationsConsumer } from "./customer-notifications/index.js";
import { customerRoutes } from "./customers/index.js";
import { dispatchConsumer, dispatchRoutes } from "./dispatch/index.js";
import { employeeRoutes } from "./employees/index.js";
import { businessServiceTypeRoutes } from "./business-service-types/index.js";
import { businessStoreRoutes } from "./business-stores/index.js";
import { logisticProviderRoutes } from "./logistic-providers/index.js";
import { employmentRoutes } from "./employments/index.js";
import { fakeLocationConsumer, fakeLocationRoutes } from "./fake-locations/index.js";
import { headquarterRoutes } from "./headquarters/index.js";
import { healthRoutes } from "./health/index.js";
import { linkServiceRoutes } from "./link-services/index.js";
import { liveMapRoutes } from "./live-map/index.js";
import { messengerBackOfficeRoutes } from "./couriers/index.js";
import { messengerRoutes } from "./couriers/index.js";
import { notificationRoutes } from "./notifications/index.js";
import { paymentMethodRoutes } from "./payment-methods/index.js";
import { petitionRoutes } from "./petitions/index.js";
import { scheduleRoutes } from "./schedules/index.js";
import { serviceRoutes } from "./services/index.js";
import { socketFanout } from "./socket-fanout/index.js";
import { serviceTypeRoutes } from "./service-types/index.js";
import { tagRoutes } from "./tags/index.js";
import { trackingRoutes } from "./tracking/index.js";
import { templateRoutes } from "./templates/index.js";
import { webhookRoutes, webhooksConsumer } from "./webhooks/index.js";

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
    await app.register(courierServiceTypeRoutes);
    await app.register(templateRoutes);
    await app.register(employeeRoutes);
    await app.register(serviceTypeRoutes);
    await app.register(paymentMethodRoutes);
    await app.register(customerRoutes);
    await app.register(messengerRoutes);
    await app.register(liveMapRoutes);
    await app.register(courierRoutes);
    await app.register(messengerBackOfficeRoutes);
    await app.register(serviceRoutes);
    await app.register(linkServiceRoutes);
    await app.register(trackingRoutes);
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
    await app.register(geozoneQueueRoutes);
    await app.register(geozoneQueueConsumer);
    await app.register(fakeLocationConsumer);
    await app.register(dispatchRoutes);
    await app.register(dispatchConsumer);
    await app.register(socketFanout);
    await app.register(customerNotificationsConsumer);
    await app.register(customerGatewayRoutes);
    await app.register(fakeLocationRoutes);
    await app.register(geocoderRoutes);
    await app.register(webhooksConsumer);
    await app.register(webhookRoutes);
    await app.register(apiKeyRoutes);
  },
  {
    name: "modules",
    dependencies: ["db", "auth", "access", "idempotency", "mailer", "storage", "realtime", "headquarter-cache", "jobs", "domain-events"],
  },
);
