import { z } from "zod";
import { pageQuerySchema } from "../schemas/common.js";
import { massiveRowDataSchema } from "./file-row.js";

/** spec §3 massive-load files: validated in a job, then confirmed in another (each with its progress). */
export const MASSIVE_FILE_STATUSES = ["validating", "validated", "failed", "confirming", "confirmed"] as const;
export type MassiveFileStatus = (typeof MASSIVE_FILE_STATUSES)[number];
export const MASSIVE_FILE_STATUS_LABELS: Record<MassiveFileStatus, string> = {
  validating: "Validando",
  validated: "Validado",
  failed: "No se pudo leer",
  confirming: "Creando servicios",
  confirmed: "Confirmado",
};

export const massiveFileSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  status: z.enum(MASSIVE_FILE_STATUSES),
  /** Of the running job (validation or creation), 0 to 100. */
  progress: z.number().int(),
  rows: z.number().int(),
  invalid_rows: z.number().int(),
  created_services: z.number().int(),
  error: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type MassiveFile = z.infer<typeof massiveFileSchema>;

export const massiveRowSchema = z.object({
  uuid: z.string(),
  file: z.string(),
  /** The line of the file (the header is line 1); a row added in the dry run comes after the last. */
  line: z.number().int(),
  data: massiveRowDataSchema,
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** Computed by the server from the type's price and the distance (as on creation); null while the row has errors. */
  calculated_cost: z.number().int().nullable(),
  service: z.object({ uuid: z.string(), consecutive: z.number().int() }).nullable(),
});
export type MassiveRow = z.infer<typeof massiveRowSchema>;

export const massiveRowsQuerySchema = pageQuerySchema.extend({ invalid: z.enum(["true", "false"]).optional() }).strict();

export const massiveTemplateQuerySchema = z.object({ format: z.enum(["csv", "xlsx"]).default("xlsx") }).strict();
