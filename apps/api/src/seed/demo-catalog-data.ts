import type { ServiceTypeInput } from "@despacho/domain";

/** The demo type whose services are hourly (their is_hourly_service is set). */
export const HOURLY_DEMO_TYPE = "Por horas";

/** Couriers mensajero1 … mensajero30 (password of the demo): the first half in the first headquarter, the rest in the second. */
export const DEMO_COURIERS_PER_HEADQUARTER = 15;
export const DEMO_COURIER_USERNAME = "mensajero";
export const DEMO_ONLINE_SHARE = 2 / 3;
export const DEMO_BUSY_SHARE = 0.25;

export const DEMO_SERVICE_TYPES: ServiceTypeInput[] = [
  {
    name: "Mensajería",
    base_cost: 8000,
    has_active_surcharges: true,
    distance_surcharge: { included_km: 5, value_per_km: 1200 },
    round_trip_surcharge_percent: 50,
    max_specified_base: 500_000,
    max_time_to_operate_scheduled_services: 60,
  },
  { name: "Domicilio", base_cost: 6000, max_specified_base: 300_000, max_time_to_operate_scheduled_services: 30 },
  { name: HOURLY_DEMO_TYPE, base_cost: 25_000, allow_location_without_coordinates: true, skip_address_confirmation_on_the_map: true },
];

export const DEMO_PAYMENT_METHODS = [
  { name: "Efectivo", isDefault: true },
  { name: "Tarjeta", isDefault: false },
  { name: "Transferencia", isDefault: false },
];

// "urgente" is the tag some demo services carry.
export const DEMO_TAGS = ["urgente", "frágil", "prioritario"];

export const DEMO_CUSTOMERS = [
  { name: "Droguería Santa Fe", phoneNumber: "+576012345678", email: "pedidos@drogueriasantafe.co", surchargePercent: 0 },
  { name: "Restaurante El Fogón", phoneNumber: "+573104567890", email: "domicilios@elfogon.co", surchargePercent: 5 },
  { name: "Floristería Las Orquídeas", phoneNumber: "+573157894561", email: null, surchargePercent: 0 },
  { name: "Papelería Central", phoneNumber: "+573201239876", email: "ventas@papeleriacentral.co", surchargePercent: 10 },
  { name: "Ferretería El Tornillo", phoneNumber: "+573006541237", email: null, surchargePercent: 0 },
];

export const DEMO_ANONYMOUS_CUSTOMERS = [
  { name: "Laura Gómez", phoneNumber: "+573001234567", address: "Calle 80 # 15-20", email: null },
  { name: "Andrés Rodríguez", phoneNumber: "+573112223344", address: "Carrera 7 # 45-10", email: "andres.rodriguez@correo.co" },
  { name: "María Fernanda López", phoneNumber: "+573145556677", address: "Avenida 68 # 22-31", email: null },
  { name: "Juan Camilo Martínez", phoneNumber: "+573168889900", address: null, email: null },
  { name: "Valentina Ríos", phoneNumber: "+573185550011", address: "Transversal 23 # 94-11", email: "vale.rios@correo.co" },
];

export const DEMO_FIRST_NAMES = [
  "Carlos",
  "Jhon",
  "Andrés",
  "Luis",
  "Diego",
  "Julián",
  "Camilo",
  "Sebastián",
  "Felipe",
  "Miguel",
  "Jorge",
  "Óscar",
  "Wilson",
  "Brayan",
  "Esteban",
  "Alejandro",
  "Daniel",
  "Santiago",
  "Edwin",
  "Fabián",
  "Paola",
  "Diana",
  "Natalia",
  "Yesenia",
  "Carolina",
  "Marcela",
  "Luisa",
  "Angélica",
  "Sandra",
  "Tatiana",
];

export const DEMO_LAST_NAMES = [
  "Rodríguez",
  "Gómez",
  "González",
  "Martínez",
  "García",
  "López",
  "Hernández",
  "Sánchez",
  "Ramírez",
  "Pérez",
  "Díaz",
  "Muñoz",
  "Rojas",
  "Moreno",
  "Jiménez",
  "Vargas",
  "Castro",
  "Ortiz",
  "Rincón",
  "Restrepo",
  "Ospina",
  "Cárdenas",
  "Quintero",
  "Zapata",
  "Valencia",
  "Mejía",
  "Arango",
  "Correa",
  "Giraldo",
  "Salazar",
];
