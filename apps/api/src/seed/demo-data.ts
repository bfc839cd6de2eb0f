import type { HeadquarterSettings, Permission } from "@despacho/domain";

export const DEMO_PASSWORD = "despacho";

export const DEMO_LOGINS = [
  { username: "admin", description: "todos los permisos, Bogotá y Medellín" },
  { username: "operador", description: "escritorio, servicios, chat y mapa; sólo Bogotá" },
  { username: "negocio", description: "perfil de negocio con tienda; proveedor Bogotá" },
  { username: "sinroles", description: "sin roles" },
] as const;

/** cityId: the location area (DANE code, db/reference/colombia-location-areas.ts) whose name and bounds it takes. */
/** The demo's headquarters and how each pays its couriers (the earnings of its finished demo services). */
export const DEMO_HEADQUARTERS: {
  name: string;
  cityId: number;
  remuneration: Pick<HeadquarterSettings, "remuneration_mode" | "remuneration_value">;
}[] = [
  { name: "Bogotá", cityId: 11001, remuneration: { remuneration_mode: "per_service", remuneration_value: 4500 } },
  { name: "Medellín", cityId: 5001, remuneration: { remuneration_mode: "percentage_of_cost", remuneration_value: 70 } },
];

export const OPERATOR_PERMISSIONS: Permission[] = [
  "view_desktop_menu",
  "view_service_menu",
  "view_chat_menu",
  "view_map_menu",
  "add_service",
  "assign_service",
  "change_service",
  "view_employment_menu",
];

export const DEMO_POSITIONS = {
  Bogotá: ["Coordinador de despacho", "Operador de despacho", "Auxiliar logístico", "Supervisor de mensajeros", "Analista de pagos"],
  Medellín: ["Coordinador de despacho", "Operador de despacho"],
} as const;
