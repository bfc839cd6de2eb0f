import type { Bounds } from "@despacho/domain";

export const DEMO_PASSWORD = "despacho";

export const DEMO_LOGINS = [
  { username: "admin", description: "todos los permisos, Bogotá y Medellín" },
  { username: "operador", description: "escritorio, servicios, chat y mapa; sólo Bogotá" },
  { username: "negocio", description: "perfil de negocio con tienda; proveedor Bogotá" },
  { username: "sinroles", description: "sin roles" },
] as const;

export const DEMO_HEADQUARTERS: { name: string; city: string; bounds: Bounds }[] = [
  { name: "Bogotá", city: "Bogotá", bounds: { north: 4.837, south: 4.461, east: -73.986, west: -74.227 } },
  { name: "Medellín", city: "Medellín", bounds: { north: 6.376, south: 6.127, east: -75.502, west: -75.663 } },
];

export const OPERATOR_PERMISSIONS = [
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
