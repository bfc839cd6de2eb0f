import { z } from "zod";
import { INT32_MAX, pageQuerySchema, webUrlSchema } from "./common.js";

export const SERVICE_MODES = [
  { value: "manual", text: "Asignación manual" },
  { value: "auto_assignment", text: "Asignación automática" },
  { value: "auto_assignment_queued", text: "Asignación automática en cola" },
  { value: "a_assign_queued_accept", text: "Asignación en cola con aceptación" },
] as const;
export const QUEUED_SERVICE_MODES = ["auto_assignment_queued", "a_assign_queued_accept"] as const;
export const serviceModeSchema = z.enum(SERVICE_MODES.map((m) => m.value) as [string, ...string[]], {
  error: "Modo de servicio inválido",
});

export const boundsSchema = z
  .object({
    north: z.number().min(-90).max(90),
    south: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
    west: z.number().min(-180).max(180),
  })
  .strict()
  .refine((b) => b.north > b.south, { error: "El límite norte debe ser mayor que el sur" });
export type Bounds = z.infer<typeof boundsSchema>;

export const cityWorkSchema = z
  .object({
    city: z.string().trim().min(1).max(100),
    default: z.boolean(),
    use_custom_bounds: z.boolean(),
    custom_bounds: boundsSchema.nullable(),
  })
  .strict();

export const SERVICE_FORM_FIELDS = [
  "direct_assignment",
  "internal_identifier",
  "is_round_trip",
  "messengers_number",
  "route_code",
  "customer",
] as const;

const settingsShape = z
  .object({
    available: z.boolean(),
    service_mode: serviceModeSchema,
    service_listing_order: z.union([z.literal(1), z.literal(-1)]),
    use_map_autocompletion: z.boolean(),
    enable_custom_cities_work: z.boolean(),
    cities_work: z.array(cityWorkSchema).max(50),
    show_messengers_modal_to_assign_a_service: z.boolean(),
    form_fields_to_display_on_service_creation: z.array(z.enum(SERVICE_FORM_FIELDS)).max(20),
    allowed_cases_to_attach_files_and_limits: z
      .record(z.string().max(50), z.object({ allowed: z.boolean(), max_size: z.number().int().min(1).max(52_428_800) }).strict())
      .refine((r) => Object.keys(r).length <= 20),
    help_videos: z.record(z.string().max(100), z.array(z.object({ title: z.string().max(100), url: webUrlSchema }).strict()).max(20)),
  })
  .strict();

// spec §5: custom city limits enabled with no default city is an error.
const NO_DEFAULT_CITY = "No existe una ciudad por defecto en el listado de limites personalizados";
function hasDefaultCity(s: { enable_custom_cities_work?: boolean; cities_work?: { default: boolean }[] }) {
  return !s.enable_custom_cities_work || (s.cities_work ?? []).some((c) => c.default);
}

export const headquarterSettingsSchema = settingsShape.refine(hasDefaultCity, {
  error: NO_DEFAULT_CITY,
  path: ["cities_work"],
});
export type HeadquarterSettings = z.infer<typeof settingsShape>;

export const headquarterSettingsPatchSchema = settingsShape.partial().strict();
export type HeadquarterSettingsPatch = z.infer<typeof headquarterSettingsPatchSchema>;
export const validateMergedSettings = (s: HeadquarterSettings) =>
  hasDefaultCity(s) ? null : { field: "cities_work", message: NO_DEFAULT_CITY };

export const DEFAULT_HEADQUARTER_SETTINGS: HeadquarterSettings = {
  available: true,
  service_mode: "manual",
  service_listing_order: -1,
  use_map_autocompletion: true,
  enable_custom_cities_work: false,
  cities_work: [],
  show_messengers_modal_to_assign_a_service: true,
  form_fields_to_display_on_service_creation: [...SERVICE_FORM_FIELDS],
  allowed_cases_to_attach_files_and_limits: { service_creation: { allowed: true, max_size: 2_621_440 } },
  help_videos: {},
};

export const headquarterSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  google_key: z.string().nullable(),
  // id: the location area chosen (spec §3 Country); null for a headquarter from before location areas.
  city: z.object({ id: z.number().int().nullable(), name: z.string(), country_id: z.string(), bounds: boundsSchema }),
});
export type Headquarter = z.infer<typeof headquarterSchema>;

export const HEADQUARTER_NAME_INPUT_MAX = 100;
export const GOOGLE_KEY_MAX = 200;
const CHOOSE_CITY = "Seleccione una ciudad";

// A multipart form (when an image goes with it) sends every field as text: the city id may come as
// digits. Every branch says the same message, whichever one a form resolver reports.
const cityIdSchema = z.union(
  [
    z.number({ error: CHOOSE_CITY }).int({ error: CHOOSE_CITY }).min(1, { error: CHOOSE_CITY }).max(INT32_MAX, { error: CHOOSE_CITY }),
    z
      .string({ error: CHOOSE_CITY })
      .regex(/^\d{1,9}$/, { error: CHOOSE_CITY })
      .transform(Number)
      .pipe(z.number().min(1, { error: CHOOSE_CITY })),
  ],
  { error: CHOOSE_CITY },
);

const headquarterFields = {
  name: z
    .string({ error: "Campo requerido" })
    .trim()
    .min(1, { error: "Campo requerido" })
    .max(HEADQUARTER_NAME_INPUT_MAX, { error: `Máximo ${HEADQUARTER_NAME_INPUT_MAX} caracteres` }),
  /** A location area of type city of the company's country. */
  city: cityIdSchema,
  // spec §3: kept for compatibility with the maps key of the old client; empty means none.
  google_key: z
    .string()
    .trim()
    .max(GOOGLE_KEY_MAX, { error: `Máximo ${GOOGLE_KEY_MAX} caracteres` })
    .nullable()
    .transform((v) => v || null),
};

export const headquarterInputSchema = z.object({ ...headquarterFields, google_key: headquarterFields.google_key.optional() }).strict();
export type HeadquarterInput = z.input<typeof headquarterInputSchema>;

export const headquarterPatchSchema = z.object(headquarterFields).partial().strict();
export type HeadquarterPatch = z.input<typeof headquarterPatchSchema>;

/** spec §7 GET /headquarter/: the company's headquarters, searched by name. */
export const headquarterListQuerySchema = pageQuerySchema
  .extend({
    q: z
      .string()
      .trim()
      .max(HEADQUARTER_NAME_INPUT_MAX, { error: `Máximo ${HEADQUARTER_NAME_INPUT_MAX} caracteres` })
      .optional(),
  })
  .strict();
export type HeadquarterListQuery = z.infer<typeof headquarterListQuerySchema>;

/** spec §7 /headquarter/{id}/allow-linkage/: whether couriers may ask to join the headquarter. */
export const allowLinkageSchema = z.object({ allow_linkage: z.boolean({ error: "Indique sí o no" }) }).strict();
export type AllowLinkage = z.infer<typeof allowLinkageSchema>;

export const headquarterSettingsResponseSchema = settingsShape.extend({
  current_datetime: z.string(),
  service_mode_options: z.array(z.object({ value: z.string(), text: z.string() })),
});
export type HeadquarterSettingsResponse = z.infer<typeof headquarterSettingsResponseSchema>;
