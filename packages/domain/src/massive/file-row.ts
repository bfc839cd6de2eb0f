import { z } from "zod";
import type { FieldError } from "../errors.js";
import { MONEY_MAX } from "../money.js";
import { phoneNumberSchema } from "../phone.js";
import { formatEsCoDateTime, parseEsCoDateTime, SCHEDULING_MESSAGES } from "../services/scheduling.js";
import { addressSchema, customerNameSchema, descriptionError, descriptionSchema } from "../services/quick-panel.js";
import { searchKey } from "../text.js";

/** A massive-load file holds at most this many services (the benchmark's 10,000-row file fits). */
export const MASSIVE_LOAD_ROWS_MAX = 10_000;
/** 10,000 rows of CSV weigh about 2 MB; an XLSX of them less. */
export const MASSIVE_LOAD_FILE_MAX_BYTES = 8 * 1_048_576;
export const MASSIVE_LOAD_FILE_NAME_MAX = 150;

export const MASSIVE_LOAD_MESSAGES = {
  type: "Indique el tipo de servicio",
  typeUnknown: "El tipo de servicio no existe en la sucursal",
  paymentUnknown: "El método de pago no existe en la sucursal",
  requiredValue: "El valor requerido debe ser un número entero en pesos",
  roundTrip: "Escriba Sí o No",
  addressNotFound: "No se encontró la dirección en las ciudades de la sucursal",
  geocoderDown: "El buscador de direcciones no respondió; edite la fila para intentarlo de nuevo",
  noRows: "El archivo no tiene filas de servicios",
  tooManyRows: `El archivo supera el máximo de ${MASSIVE_LOAD_ROWS_MAX.toLocaleString("es-CO")} filas`,
  missingColumns: (headers: string[]) => `Faltan columnas de la plantilla: ${headers.join(", ")}`,
  unreadable: "No fue posible leer el archivo; use la plantilla en CSV o XLSX",
  fileType: "El archivo debe ser CSV o XLSX",
  fileMissing: "Adjunte el archivo CSV o XLSX",
  notValidated: "El archivo aún se está validando",
  unreadableFile: "El archivo no se pudo leer; súbalo de nuevo",
  nothingToCreate: "El archivo no tiene filas válidas para crear",
  hasErrors: "Corrija o quite las filas con errores antes de confirmar",
  alreadyConfirmed: "El archivo ya fue confirmado",
  /** Rows refused by the confirmation (a scheduled time that passed, a type retired…): their errors are in the dry run. */
  refusedAtConfirm: (rows: number) =>
    rows === 1
      ? "1 fila no se creó; vea su error en la tabla"
      : `${rows.toLocaleString("es-CO")} filas no se crearon; vea sus errores en la tabla`,
  /** spec §8 */
  createdOne: "Servicio programado correctamente",
  createdMany: "Servicios programados correctamente, puedes revisarlo en el módulo historial de servicios",
} as const;
const M = MASSIVE_LOAD_MESSAGES;

/** The template's columns, in order: the field of a row, its Spanish header and the example row's value. */
export const MASSIVE_LOAD_COLUMNS = [
  { field: "name", header: "Nombre del cliente", example: "María Gómez", required: true },
  { field: "phone_number", header: "Teléfono", example: "+573001234567", required: true },
  { field: "type", header: "Tipo de servicio", example: "Mensajería", required: true },
  { field: "origin_address", header: "Dirección de origen", example: "Museo del Oro", required: true },
  { field: "origin_description", header: "Descripción de origen", example: "Recoger en la portería", required: true },
  { field: "destination_address", header: "Dirección de destino", example: "Parque Nacional", required: true },
  { field: "destination_description", header: "Descripción de destino", example: "Entregar en la entrada", required: false },
  { field: "required_value", header: "Valor requerido", example: "0", required: false },
  { field: "payment_method", header: "Método de pago", example: "", required: false },
  { field: "internal_identifier", header: "Identificador interno", example: "PED-0001", required: false },
  { field: "route_code", header: "Código de ruta", example: "", required: false },
  { field: "is_round_trip", header: "Ida y vuelta", example: "No", required: false },
  /** Empty: not scheduled. The template's example is a date to come, written by the template (DD/MM/AAAA HH:mm). */
  { field: "scheduled_at", header: "Fecha programada", example: "", required: false },
] as const;
export type MassiveRowField = (typeof MASSIVE_LOAD_COLUMNS)[number]["field"];
export const MASSIVE_ROW_FIELDS = MASSIVE_LOAD_COLUMNS.map((c) => c.field) as MassiveRowField[];
export const MASSIVE_ROW_LABELS = Object.fromEntries(MASSIVE_LOAD_COLUMNS.map((c) => [c.field, c.header])) as Record<
  MassiveRowField,
  string
>;

/** A row as the file or the dry run's form gives it: every cell as text. */
export type MassiveRowData = Record<MassiveRowField, string>;

const cellSchema = z.string().max(2000, { error: "Máximo 2000 caracteres" });
/** The body of the dry run's add and edit: the cells of one row. */
export const massiveRowDataSchema = z
  .object(
    Object.fromEntries(MASSIVE_ROW_FIELDS.map((f) => [f, cellSchema.default("")])) as Record<
      MassiveRowField,
      z.ZodDefault<typeof cellSchema>
    >,
  )
  .strict();

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .transform((v) => v || null);

/** "15000", "15.000", "$ 15.000" and "" (0) are whole pesos; "15,5" or "abc" are not. */
const pesosCell = z
  .string()
  .transform((v) => v.replace(/[$\s]/g, "").replace(/\.(?=\d{3}(\D|$))/g, ""))
  .refine((v) => v === "" || /^\d+$/.test(v), { error: M.requiredValue })
  .transform((v) => (v === "" ? 0 : Number(v)))
  .refine((v) => v <= MONEY_MAX, { error: M.requiredValue });

/** "" (not scheduled) or a date and time as Colombia writes it, on the headquarter's wall clock ("YYYY-MM-DDTHH:mm"). */
const scheduleCell = z
  .string()
  .trim()
  .refine((v) => v === "" || parseEsCoDateTime(v) !== null, { error: SCHEDULING_MESSAGES.format })
  .transform((v) => (v === "" ? null : parseEsCoDateTime(v)));

const YES = new Set(["si", "s", "x", "true", "1"]);
const NO = new Set(["no", "n", "", "false", "0"]);
const yesNoCell = z
  .string()
  .transform((v) => searchKey(v.trim()))
  .refine((v) => YES.has(v) || NO.has(v), { error: M.roundTrip })
  .transform((v) => YES.has(v));

// spec §5 quick-panel rules, the same schemas as the creation payload's (schemas/service.ts).
const rowSchema = z
  .object({
    name: customerNameSchema,
    phone_number: phoneNumberSchema,
    type: z.string().trim().min(1, { error: M.type }).max(100),
    origin_address: addressSchema,
    origin_description: descriptionSchema,
    destination_address: addressSchema,
    destination_description: descriptionSchema,
    required_value: pesosCell,
    payment_method: optionalText(100),
    internal_identifier: optionalText(100),
    route_code: optionalText(50),
    is_round_trip: yesNoCell,
    scheduled_at: scheduleCell,
  })
  .superRefine((row, issue) => {
    // The origin is followed by a destination: its description is required (spec §5).
    const message = descriptionError(row.origin_description, true);
    if (message) issue.addIssue({ code: "custom", path: ["origin_description"], message });
    const last = descriptionError(row.destination_description, false);
    if (last) issue.addIssue({ code: "custom", path: ["destination_description"], message: last });
  });
export type MassiveRowValues = z.output<typeof rowSchema>;

/** One error per field (the first), fields in the template's order (any other after them). */
export function rowErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldError[] {
  const first = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "name");
    if (!first.has(field)) first.set(field, issue.message);
  }
  const known = new Set<string>(MASSIVE_ROW_FIELDS);
  const order = [...MASSIVE_ROW_FIELDS.filter((f) => first.has(f)), ...[...first.keys()].filter((f) => !known.has(f))];
  return order.map((field) => ({ field, message: first.get(field) ?? "" }));
}

/** The row read by the template's rules, or its errors field by field (Spanish). */
export function parseMassiveRow(data: MassiveRowData): { ok: true; row: MassiveRowValues } | { ok: false; errors: FieldError[] } {
  const parsed = rowSchema.safeParse(data);
  return parsed.success ? { ok: true, row: parsed.data } : { ok: false, errors: rowErrors(parsed.error.issues) };
}

const HEADER_FIELDS = new Map(MASSIVE_LOAD_COLUMNS.map((c) => [searchKey(c.header), c.field]));

/**
 * The field of each column of a file's header row (null: a column the template does not have),
 * read without accents or case; the template's required headers it lacks.
 */
export function readHeader(cells: string[]): { fields: (MassiveRowField | null)[]; missing: string[] } {
  const fields = cells.map((cell) => HEADER_FIELDS.get(searchKey(cell.trim())) ?? null);
  const missing = MASSIVE_LOAD_COLUMNS.filter((c) => c.required && !fields.includes(c.field)).map((c) => c.header);
  return { fields, missing };
}

/**
 * A cell as text. A spreadsheet's date cell (a Date holding the wall-clock time as UTC, as exceljs reads it) is written
 * as Colombia writes it.
 */
const cellText = (cell: unknown) => {
  if (cell === undefined || cell === null) return "";
  if (cell instanceof Date) return formatEsCoDateTime(cell.toISOString().slice(0, 16));
  return String(cell).trim();
};

/** A file line as a row: the cells under the template's columns, "" for those absent. */
export function rowFromCells(fields: (MassiveRowField | null)[], cells: unknown[]): MassiveRowData {
  const data = Object.fromEntries(MASSIVE_ROW_FIELDS.map((f) => [f, ""])) as MassiveRowData;
  fields.forEach((field, i) => {
    if (field) data[field] = cellText(cells[i]);
  });
  return data;
}

/** A line with nothing written is no service (a spreadsheet's trailing rows). */
export const isBlankRow = (cells: unknown[]) => cells.every((c) => c === undefined || c === null || String(c).trim() === "");
