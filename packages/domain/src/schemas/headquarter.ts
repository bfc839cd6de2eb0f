import { z } from "zod";
import { diffusionSettingsSchema } from "../dispatch/settings.js";
import { DEFAULT_TIME_ZONE, isSupportedTimeZone } from "../time.js";
import { INT32_MAX, pageQuerySchema, webUrlSchema } from "./common.js";
import { UPLOAD_MAX_BYTES } from "./upload.js";

export const SERVICE_MODES = [
  { value: "manual", text: "Asignación manual" },
  { value: "auto_assignment", text: "Asignación automática" },
  { value: "auto_assignment_queued", text: "Asignación automática en cola" },
  { value: "a_assign_queued_accept", text: "Asignación en cola con aceptación" },
] as const;
export const QUEUED_SERVICE_MODES = ["auto_assignment_queued", "a_assign_queued_accept"] as const;
/** spec §6: the service-mode selector offers the queue modes only with view_queuegeozone. */
export function serviceModesFor(roles: readonly string[]) {
  const queued: readonly string[] = QUEUED_SERVICE_MODES;
  return SERVICE_MODES.filter((mode) => roles.includes("view_queuegeozone") || !queued.includes(mode.value));
}
type ServiceModeValue = (typeof SERVICE_MODES)[number]["value"];
export const serviceModeSchema = z.enum(SERVICE_MODES.map((m) => m.value) as [ServiceModeValue, ...ServiceModeValue[]], {
  error: "Modo de servicio inválido",
});

// A rectangle of latitudes and longitudes (spec §3 city bounds, custom_bounds).
export const BOUNDS_MESSAGES = {
  number: "Ingrese un número",
  latitude: "La latitud debe estar entre -90 y 90",
  longitude: "La longitud debe estar entre -180 y 180",
  northSouth: "El límite norte debe ser mayor que el sur",
  eastWest: "El límite este debe ser mayor que el oeste",
} as const;
const coordinate = (limit: number, error: string) =>
  z.number({ error: BOUNDS_MESSAGES.number }).min(-limit, { error }).max(limit, { error });
const latitude = coordinate(90, BOUNDS_MESSAGES.latitude);
const longitude = coordinate(180, BOUNDS_MESSAGES.longitude);

export const boundsSchema = z
  .object({ north: latitude, south: latitude, east: longitude, west: longitude })
  .strict()
  .refine((b) => b.north > b.south, { error: BOUNDS_MESSAGES.northSouth, path: ["north"] })
  .refine((b) => b.east > b.west, { error: BOUNDS_MESSAGES.eastWest, path: ["east"] });
export type Bounds = z.infer<typeof boundsSchema>;

/** A city of the headquarter's country (a location area of type city) with its own bounds. */
export const workCitySchema = z
  .object(
    { id: z.number().int().min(1).max(INT32_MAX), name: z.string().trim().min(1).max(100), bounds: boundsSchema },
    { error: "Seleccione una ciudad" },
  )
  .strict();
export type WorkCity = z.infer<typeof workCitySchema>;

export const CITIES_WORK_MESSAGES = {
  customBoundsRequired: "Ingrese los límites personalizados",
  oneDefault: "Solo una ciudad puede ser la ciudad por defecto",
  repeated: "La ciudad ya está en el listado",
} as const;
export const CITIES_WORK_MAX = 50;

// spec §3 cities_work: each with city, default, use_custom_bounds, custom_bounds.
export const cityWorkSchema = z
  .object({
    city: workCitySchema,
    default: z.boolean(),
    use_custom_bounds: z.boolean(),
    custom_bounds: boundsSchema.nullable(),
  })
  .strict()
  .refine((c) => !c.use_custom_bounds || c.custom_bounds !== null, {
    error: CITIES_WORK_MESSAGES.customBoundsRequired,
    path: ["custom_bounds"],
  });
export type CityWork = z.infer<typeof cityWorkSchema>;

export const citiesWorkSchema = z
  .array(cityWorkSchema)
  .max(CITIES_WORK_MAX, { error: `Máximo ${CITIES_WORK_MAX} ciudades` })
  .superRefine((cities, issue) => {
    if (cities.filter((c) => c.default).length > 1) issue.addIssue({ code: "custom", message: CITIES_WORK_MESSAGES.oneDefault });
    cities.forEach((c, i) => {
      if (cities.findIndex((other) => other.city.id === c.city.id) < i) {
        issue.addIssue({ code: "custom", path: [i, "city"], message: CITIES_WORK_MESSAGES.repeated });
      }
    });
  });

export const SERVICE_FORM_FIELDS = [
  "direct_assignment",
  "internal_identifier",
  "is_round_trip",
  "messengers_number",
  "route_code",
  "customer",
] as const;

// spec §2.2 /activation-remuneration: how couriers are paid, and what one must have to be activated.
export const REMUNERATION_MODES = [
  { value: "per_service", text: "Por servicio" },
  { value: "percentage_of_cost", text: "Porcentaje del costo" },
  { value: "fixed_per_day", text: "Fijo por día" },
] as const;
export type RemunerationMode = (typeof REMUNERATION_MODES)[number]["value"];
export const remunerationModeSchema = z.enum(REMUNERATION_MODES.map((m) => m.value) as [RemunerationMode, ...RemunerationMode[]], {
  error: "Modo de remuneración inválido",
});
export const remunerationModesResponseSchema = z.array(z.object({ value: remunerationModeSchema, text: z.string() }));

export const ACTIVATION_REQUIREMENTS = [
  { value: "verified_motorcycle", text: "Motocicleta verificada" },
  { value: "current_insurance", text: "SOAT vigente" },
  { value: "current_techno_mechanical", text: "Revisión técnico-mecánica vigente" },
  { value: "profile_image", text: "Foto de perfil" },
] as const;
export type ActivationRequirement = (typeof ACTIVATION_REQUIREMENTS)[number]["value"];
const activationRequirementSchema = z.enum(
  ACTIVATION_REQUIREMENTS.map((r) => r.value) as [ActivationRequirement, ...ActivationRequirement[]],
);
/** The largest remuneration value: a percentage stops at 100, an amount of pesos at this. */
export const REMUNERATION_VALUE_MAX = 10_000_000;

// spec §3: the cases in which files may be attached, each with its own size limit.
export const ATTACH_FILE_CASES = [{ value: "service_creation", text: "Al crear un servicio" }] as const;
export type AttachFileCase = (typeof ATTACH_FILE_CASES)[number]["value"];
export const attachFileCaseSchema = z.enum(ATTACH_FILE_CASES.map((c) => c.value) as [AttachFileCase, ...AttachFileCase[]], {
  error: "Caso de adjunto inválido",
});
/** The largest file size a headquarter may allow (50 MB). */
export const ATTACH_FILE_MAX_BYTES = 52_428_800;
export const ATTACH_CASE_NOT_ALLOWED = "Esta sucursal no permite adjuntar archivos al crear un servicio";
type AttachLimits = Partial<Record<string, { allowed: boolean; max_size: number }>>;

/**
 * spec §3/§5: the most bytes a file attached to a service may weigh. In a case (the creation panel's files), the
 * headquarter's limit for it, or null when the headquarter does not allow it; outside any case (the service's
 * detail), the spec §5 default.
 */
export function attachedFileMaxBytes(limits: AttachLimits, attachCase?: AttachFileCase): number | null {
  if (!attachCase) return UPLOAD_MAX_BYTES.serviceFile;
  const limit = limits[attachCase];
  return limit?.allowed ? limit.max_size : null;
}

/** spec §3 headquarter settings time_zone: an IANA zone this runtime's Intl knows. */
export const timeZoneSchema = z.string().max(64).refine(isSupportedTimeZone, { error: "Zona horaria inválida" });

const settingsShape = z
  .object({
    available: z.boolean(),
    service_mode: serviceModeSchema,
    service_listing_order: z.union([z.literal(1), z.literal(-1)]),
    use_map_autocompletion: z.boolean(),
    enable_custom_cities_work: z.boolean(),
    cities_work: citiesWorkSchema,
    show_messengers_modal_to_assign_a_service: z.boolean(),
    form_fields_to_display_on_service_creation: z.array(z.enum(SERVICE_FORM_FIELDS)).max(20),
    allowed_cases_to_attach_files_and_limits: z
      .record(z.string().max(50), z.object({ allowed: z.boolean(), max_size: z.number().int().min(1).max(ATTACH_FILE_MAX_BYTES) }).strict())
      .refine((r) => Object.keys(r).length <= 20),
    remuneration_mode: remunerationModeSchema,
    remuneration_value: z.number().int().min(0).max(REMUNERATION_VALUE_MAX),
    activation_requirements: z.array(activationRequirementSchema).max(ACTIVATION_REQUIREMENTS.length),
    time_zone: timeZoneSchema,
    help_videos: z.record(z.string().max(100), z.array(z.object({ title: z.string().max(100), url: webUrlSchema }).strict()).max(20)),
    /** issue 22 /configuration/diffusion; absent until a headquarter saves it (diffusionOf gives the defaults). */
    diffusion: diffusionSettingsSchema.optional(),
  })
  .strict();

// spec §5: custom city limits enabled with no default city is an error.
export const NO_DEFAULT_CITY = "No existe una ciudad por defecto en el listado de limites personalizados";
const PERCENT_OVER_100 = "El porcentaje debe estar entre 0 y 100";
type SettingsRules = Partial<
  Pick<HeadquarterSettings, "enable_custom_cities_work" | "cities_work" | "remuneration_mode" | "remuneration_value">
>;
function hasDefaultCity(s: SettingsRules) {
  return !s.enable_custom_cities_work || (s.cities_work ?? []).some((c) => c.default);
}
const percentageWithin100 = (s: SettingsRules) => s.remuneration_mode !== "percentage_of_cost" || (s.remuneration_value ?? 0) <= 100;

export const headquarterSettingsSchema = settingsShape
  .refine(hasDefaultCity, { error: NO_DEFAULT_CITY, path: ["cities_work"] })
  .refine(percentageWithin100, { error: PERCENT_OVER_100, path: ["remuneration_value"] });
export type HeadquarterSettings = z.infer<typeof settingsShape>;

export const headquarterSettingsPatchSchema = settingsShape.partial().strict();
/** The activation and remuneration screen's form: the mode, its value and the courier's requirements. */
export const remunerationSettingsSchema = settingsShape
  .pick({ remuneration_mode: true, remuneration_value: true, activation_requirements: true })
  .refine(percentageWithin100, { error: PERCENT_OVER_100, path: ["remuneration_value"] });
export type RemunerationSettings = z.infer<typeof remunerationSettingsSchema>;
/** The custom-bounds screen's form: the switch and the cities work, with the spec §5 rule. */
export const customBoundsSettingsSchema = settingsShape
  .pick({ enable_custom_cities_work: true, cities_work: true })
  .refine(hasDefaultCity, { error: NO_DEFAULT_CITY, path: ["cities_work"] });
export type CustomBoundsSettings = z.infer<typeof customBoundsSettingsSchema>;
/** The form-fields screen: what business users see when creating a service, and when files may be attached. */
export const fieldFormSettingsSchema = settingsShape.pick({
  form_fields_to_display_on_service_creation: true,
  allowed_cases_to_attach_files_and_limits: true,
});
export type FieldFormSettings = z.infer<typeof fieldFormSettingsSchema>;
export type HeadquarterSettingsPatch = z.infer<typeof headquarterSettingsPatchSchema>;
/** The rules that span several settings, checked on the settings after a patch is applied. */
export function validateMergedSettings(s: HeadquarterSettings) {
  if (!hasDefaultCity(s)) return { field: "cities_work", message: NO_DEFAULT_CITY };
  if (!percentageWithin100(s)) return { field: "remuneration_value", message: PERCENT_OVER_100 };
  return null;
}

export const DEFAULT_HEADQUARTER_SETTINGS: HeadquarterSettings = {
  available: true,
  service_mode: "manual",
  service_listing_order: -1,
  use_map_autocompletion: true,
  enable_custom_cities_work: false,
  cities_work: [],
  show_messengers_modal_to_assign_a_service: true,
  form_fields_to_display_on_service_creation: [...SERVICE_FORM_FIELDS],
  allowed_cases_to_attach_files_and_limits: { service_creation: { allowed: true, max_size: UPLOAD_MAX_BYTES.serviceFile } },
  remuneration_mode: "per_service",
  remuneration_value: 0,
  activation_requirements: [],
  time_zone: DEFAULT_TIME_ZONE,
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
