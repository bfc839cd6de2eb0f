import {
  DEFAULT_TIME_ZONE,
  type HeadquarterSettingsResponse,
  type PanelLocation,
  quickPanelSchema,
  repeatDaySchema,
  type SERVICE_FORM_FIELDS,
  SERVICE_MESSAGES,
  type ServiceCreateInput,
  type ServiceType,
  scheduledAtError,
  TAGS_PER_SERVICE_MAX,
  tagSchema,
  toPesos,
  UNRESOLVED_CITY_ID,
  zonedLocalToIso,
} from "@despacho/domain";
import { z } from "zod";

// spec §3 Service type allow_location_without_coordinates=false: the pin is needed.
export const COORDINATES_REQUIRED = "Ubique la dirección en el mapa";

export type FormField = (typeof SERVICE_FORM_FIELDS)[number];

// spec §3 Location: a pin may be missing; the domain schema decides if that is allowed.
export const emptyLocation = (): PanelLocation => ({
  address: "",
  description: "",
  latitude: null,
  longitude: null,
  city_id: UNRESOLVED_CITY_ID,
  foundByGeocode: false,
});

/**
 * The fields the quick panel adds to the domain's quickPanelSchema (spec §3 creation payload).
 * Staff choose the courier of a direct assignment; for a business user the server chooses it.
 */
const extrasSchema = (choosesCourier: boolean, zone: string) =>
  z
    .object({
      customer: z.string().nullable(),
      anonymous_customer: z.string().nullable(),
      payment_method: z.string().nullable(),
      value_view: z.boolean(),
      is_scheduled: z.boolean(),
      /** datetime-local text, read in the headquarter's zone. */
      scheduled_at: z.string(),
      repeat_scheduled: z.boolean(),
      repeat_scheduled_at: z.array(repeatDaySchema),
      direct_assignment: z.boolean(),
      messenger: z.string().nullable(),
      internal_identifier: z.string().trim().max(100, { error: "Máximo 100 caracteres" }),
      route_code: z.string().trim().max(50, { error: "Máximo 50 caracteres" }),
      tags: z.array(tagSchema).max(TAGS_PER_SERVICE_MAX, { error: `Máximo ${TAGS_PER_SERVICE_MAX} etiquetas` }),
      /** A business user's store (docs/decisions/010-business-providers.md); staff leave it null. */
      business_store_id: z.string().nullable(),
    })
    .superRefine((v, issue) => {
      const late = v.is_scheduled && scheduledAtError(zone, v.scheduled_at);
      if (late) issue.addIssue({ code: "custom", path: ["scheduled_at"], message: late });
      if (v.repeat_scheduled && v.repeat_scheduled_at.length === 0) {
        issue.addIssue({ code: "custom", path: ["repeat_scheduled_at"], message: SERVICE_MESSAGES.repeatRequiresSchedule });
      }
      if (choosesCourier && v.direct_assignment && !v.messenger)
        issue.addIssue({ code: "custom", path: ["messenger"], message: SERVICE_MESSAGES.messengerRequired });
    });

/** The domain's quick-panel rules (spec §5) plus the extra fields, for zodResolver. */
export function quickPanelFormSchema(
  type: ServiceType | undefined,
  valueView: boolean,
  choosesCourier = true,
  zone: string = DEFAULT_TIME_ZONE,
) {
  const base = quickPanelSchema({ maxSpecifiedBase: valueView ? (type?.max_specified_base ?? null) : null });
  return z.intersection(base, extrasSchema(choosesCourier, zone)).superRefine(
    (v, issue) => {
      // spec §3 Service type: allow_location_without_coordinates=false means every location needs its pin.
      if (!type || type.allow_location_without_coordinates) return;
      const missing = (l: PanelLocation) => l.latitude === null || l.longitude === null;
      if (missing(v.origin)) issue.addIssue({ code: "custom", path: ["origin", "latitude"], message: COORDINATES_REQUIRED });
      v.destinations.forEach((d, i) => {
        if (missing(d)) issue.addIssue({ code: "custom", path: ["destinations", i, "latitude"], message: COORDINATES_REQUIRED });
      });
    },
    // Also while another field is still wrong: missing pins show on the first submit with the rest.
    { when: ({ value }) => locationsReadable(value) },
  );
}

function locationsReadable(value: unknown): boolean {
  const form = value as { origin?: unknown; destinations?: unknown } | null;
  return typeof form?.origin === "object" && form.origin !== null && Array.isArray(form.destinations) && form.destinations.every(Boolean);
}
export type QuickPanelFormSchema = ReturnType<typeof quickPanelFormSchema>;
export type QuickPanelValues = z.input<QuickPanelFormSchema>;
export type QuickPanelOutput = z.output<QuickPanelFormSchema>;

export function defaultValues(paymentMethod: string | null): QuickPanelValues {
  return {
    name: "",
    phone_number: "",
    customer: null,
    anonymous_customer: null,
    type: "",
    payment_method: paymentMethod,
    value_view: false,
    required_value: 0,
    calculated_cost: undefined as unknown as number,
    messengers_number: 1,
    is_round_trip: false,
    is_scheduled: false,
    scheduled_at: "",
    repeat_scheduled: false,
    repeat_scheduled_at: [],
    direct_assignment: false,
    messenger: null,
    internal_identifier: "",
    route_code: "",
    tags: [],
    business_store_id: null,
    origin: emptyLocation(),
    destinations: [emptyLocation()],
  };
}

const nullIfBlank = (text: string) => (text.trim() === "" ? null : text.trim());

/** The POST /services/ body (spec §3 creation payload) from what the form validated; scheduled_at is a wall-clock time of the zone. */
export function toPayload(
  v: QuickPanelOutput,
  visible: (field: FormField) => boolean,
  zone: string,
  choosesCourier = true,
): ServiceCreateInput {
  const location = (l: PanelLocation, type: "origin" | "destination") => ({
    type,
    address: l.address,
    description: l.description,
    latitude: l.latitude,
    longitude: l.longitude,
    city_id: l.city_id,
    foundByGeocode: l.foundByGeocode,
  });
  return {
    name: v.name,
    phone_number: v.phone_number,
    type: v.type,
    calculated_cost: toPesos(v.calculated_cost),
    required_value: v.value_view ? toPesos(v.required_value) : 0,
    is_round_trip: visible("is_round_trip") && v.is_round_trip,
    messengers_number: visible("messengers_number") ? v.messengers_number : 1,
    locations: [location(v.origin, "origin"), ...v.destinations.map((d) => location(d, "destination"))],
    payment_method: v.payment_method,
    customer: visible("customer") ? v.customer : null,
    anonymous_customer: visible("customer") ? v.anonymous_customer : null,
    direct_assignment: visible("direct_assignment") && v.direct_assignment,
    messenger: choosesCourier && visible("direct_assignment") && v.direct_assignment ? v.messenger : null,
    internal_identifier: visible("internal_identifier") ? nullIfBlank(v.internal_identifier) : null,
    route_code: visible("route_code") ? nullIfBlank(v.route_code) : null,
    is_scheduled: v.is_scheduled,
    scheduled_at: v.is_scheduled && v.scheduled_at ? zonedLocalToIso(zone, v.scheduled_at) : null,
    repeat_scheduled: v.is_scheduled && v.repeat_scheduled,
    repeat_scheduled_at: v.is_scheduled && v.repeat_scheduled ? v.repeat_scheduled_at : null,
    tags: v.tags.map((t) => t.uuid),
    business_store_id: choosesCourier ? null : v.business_store_id,
  };
}

/** Server field paths (spec §8 bad request) to form paths: locations.0 is the origin, locations.n destination n-1. */
export function formPathOf(field: string): string {
  const match = /^locations(?:\.(\d+))?(?:\.(.+))?$/.exec(field);
  if (!match) return field;
  const [, index, rest] = match;
  if (index === undefined) return "destinations";
  const base = index === "0" ? "origin" : `destinations.${Number(index) - 1}`;
  return rest ? `${base}.${rest}` : base;
}

/** Which panel shows a form path (for jumping to the first error). */
export function panelOf(path: string): 0 | 1 | 2 {
  if (/^(name|phone_number|customer|anonymous_customer)\b/.test(path)) return 0;
  if (/^(origin|destinations)\b/.test(path)) return 2;
  return 1;
}

export type SettingsForForm = Pick<
  HeadquarterSettingsResponse,
  "form_fields_to_display_on_service_creation" | "allowed_cases_to_attach_files_and_limits" | "use_map_autocompletion"
>;
