import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { SERVICE_STATUS_LABELS, type ServiceFilter } from "@despacho/domain";
import { messengers, serviceLocations, services, serviceTypes, users } from "../../../db/schema/index.js";
import { userOfCourier } from "../../couriers/index.js";
import type { JobHandler } from "../../../plugins/jobs.js";
import { timeZoneOf } from "../../headquarters/index.js";
import { csvDateTime } from "../csv-time.js";
import { fullName } from "../presenter.js";
import { anyStatusCondition, baseConditions, statusesFor } from "./filters.js";
import type { Scope } from "../scope.js";

export const REPORT_KIND = "services-report-csv";
const BATCH = 1000;
const BOM = "\uFEFF";
const HEADER = [
  "Consecutivo",
  "Estado",
  "Cliente",
  "Teléfono",
  "Tipo",
  "Origen",
  "Destinos",
  "Costo",
  "Valor requerido",
  "Colaborador",
  "Creado",
];

export interface ReportPayload {
  scope: Scope;
  filters: ServiceFilter;
}

export const reportPath = (dataDir: string, jobId: string) => join(dataDir, "reports", `${jobId}.csv`);

// Excel set to Spanish (Colombia) splits on ';' (its list separator; ',' is the decimal mark) and reads
// UTF-8 only with the BOM. RFC 4180 quoting; a cell a spreadsheet would run as a formula is prefixed (OWASP),
// except a phone in E.164 (+ and digits), which can only be read as a number and calls nothing.
const SEPARATOR = ";";
const FORMULA = /^[=+\-@\t\r]/;
const E164 = /^\+\d+$/;
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA.test(text) && !E164.test(text)) text = `'${text}`;
  return /[";,\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
export const csvLine = (cells: (string | number)[]) => `${cells.map(cell).join(SEPARATOR)}\r\n`;

/** Streams the filtered services in batches (keyset on consecutive) into a UTF-8 CSV with BOM. */
export function reportCsvHandler(app: FastifyInstance): JobHandler {
  return async (job) => {
    // Written by the route from the validated filters (JSON round-trips them unchanged).
    const { scope, filters } = job.payload as unknown as ReportPayload;
    const statuses = statusesFor(filters);
    const zone = await timeZoneOf(app.db, scope.headquarterId);
    const where = statuses.length ? and(baseConditions(scope, filters, zone), anyStatusCondition(statuses, filters)) : null;
    const path = reportPath(app.config.dataDir, job.id);
    await mkdir(join(app.config.dataDir, "reports"), { recursive: true });
    const out = createWriteStream(path, { encoding: "utf8" });
    const write = async (text: string) => {
      if (!out.write(text)) await once(out, "drain");
    };
    let rows = 0;
    try {
      await write(BOM + csvLine(HEADER));
      const total = where ? await app.db.$count(services, where) : 0;
      for (let last = 0; where; ) {
        const batch = await app.db
          .select({
            service: services,
            typeName: serviceTypes.name,
            messenger: { firstName: users.firstName, lastName: users.lastName },
          })
          .from(services)
          .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
          .leftJoin(messengers, eq(messengers.id, services.messengerId))
          .leftJoin(users, userOfCourier)
          .where(and(where, gt(services.consecutive, last)))
          .orderBy(asc(services.consecutive))
          .limit(BATCH);
        if (batch.length === 0) break;
        const locations = await app.db
          .select()
          .from(serviceLocations)
          .where(
            inArray(
              serviceLocations.serviceId,
              batch.map((b) => b.service.id),
            ),
          )
          .orderBy(asc(serviceLocations.position));
        for (const { service: s, typeName, messenger } of batch) {
          const own = locations.filter((l) => l.serviceId === s.id);
          await write(
            csvLine([
              s.consecutive,
              SERVICE_STATUS_LABELS[s.status],
              s.name,
              s.phoneNumber,
              typeName,
              own.find((l) => l.type === "origin")?.address ?? "",
              own
                .filter((l) => l.type === "destination")
                .map((l) => l.address)
                .join(" | "),
              s.calculatedCost,
              s.requiredValue,
              messenger ? fullName(messenger) : "",
              csvDateTime(zone, s.createdAt),
            ]),
          );
        }
        rows += batch.length;
        last = batch[batch.length - 1].service.consecutive;
        await app.jobs.setProgress(job.id, (rows / Math.max(total, 1)) * 100);
      }
    } finally {
      out.end();
      await once(out, "close");
    }
    return { rows };
  };
}
