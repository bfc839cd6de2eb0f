import type { FastifyInstance } from "fastify";
import { serviceEventsPublisher } from "../events.js";
import { REPORT_KIND, reportCsvHandler } from "../queries/report-csv.js";
import { serviceActionRoutes } from "./actions.js";
import { attachedFileRoutes } from "./attached-files.js";
import { serviceDetailRoutes } from "./detail.js";
import { serviceListRoutes } from "./list.js";
import { serviceReportRoutes } from "./reports.js";
import { activateScheduledServices } from "../commands/activate-scheduled.js";

/** Services (spec §7): routes, the scheduled-service sweeper and the CSV report job. */
export async function serviceRoutes(app: FastifyInstance) {
  const publish = serviceEventsPublisher(app);
  app.jobs.sweep("scheduled-services", activateScheduledServices(app, publish));
  app.jobs.handle(REPORT_KIND, reportCsvHandler(app));
  await app.register(serviceListRoutes, { publish });
  await app.register(serviceDetailRoutes, { publish });
  await app.register(serviceActionRoutes, { publish });
  await app.register(serviceReportRoutes);
  await app.register(attachedFileRoutes);
}
