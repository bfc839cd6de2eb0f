import type { FastifyInstance } from "fastify";
import { REPORT_KIND, reportCsvHandler } from "../queries/report-csv.js";
import { serviceActionRoutes } from "./actions.js";
import { attachedFileRoutes } from "./attached-files.js";
import { serviceDetailRoutes } from "./detail.js";
import { serviceListRoutes } from "./list.js";
import { serviceReportRoutes } from "./reports.js";
import { activateScheduledServices } from "../commands/activate-scheduled.js";

/** Services (spec §7): routes, the scheduled-service sweeper and the CSV report job. */
export async function serviceRoutes(app: FastifyInstance) {
  app.jobs.sweep("scheduled-services", activateScheduledServices(app));
  app.jobs.handle(REPORT_KIND, reportCsvHandler(app));
  await app.register(serviceListRoutes);
  await app.register(serviceDetailRoutes);
  await app.register(serviceActionRoutes);
  await app.register(serviceReportRoutes);
  await app.register(attachedFileRoutes);
}
