import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FieldError, MassiveFileStatus, MassiveRowData, ServiceCreate } from "@despacho/domain";
import { jobs, services } from "./services.js";
import { headquarters, users } from "./tenancy.js";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

// spec §3 massive-load files: the uploaded file as it came, kept with its outcome.
export const massiveFiles = pgTable(
  "massive_files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    content: bytea("content").notNull(),
    status: text("status").$type<MassiveFileStatus>().notNull().default("validating"),
    /** Why the file could not be read (no rows, missing columns…); null when it was. */
    error: text("error"),
    /** The job that reads and checks the rows, then the one that creates the services (their progress). */
    validateJobId: uuid("validate_job_id").references(() => jobs.id, { onDelete: "set null" }),
    confirmJobId: uuid("confirm_job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("massive_files_headquarter_idx").on(t.headquarterId, t.createdAt)],
);

/**
 * One line of a file in the dry run: its cells as typed, its errors field by field, and, once
 * valid, the creation payload the server resolved (type, addresses, price). `serviceId` is set in
 * the transaction that creates the service: a second confirm skips the row.
 */
export const massiveFileRows = pgTable(
  "massive_file_rows",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    fileId: uuid("file_id")
      .notNull()
      .references(() => massiveFiles.id, { onDelete: "cascade" }),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    data: jsonb("data").$type<MassiveRowData>().notNull(),
    errors: jsonb("errors").$type<FieldError[]>().notNull().default([]),
    service: jsonb("service").$type<ServiceCreate>(),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("massive_file_rows_line_idx").on(t.fileId, t.line)],
);
