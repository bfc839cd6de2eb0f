import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { chooseMapStyle } from "./map-style.js";
import { chooseGeocoder } from "./public-geocoder.js";
import { seedDemo } from "./seed/demo.js";
import { DEMO_LOGINS } from "./seed/demo-data.js";
import { trackingTokenOf } from "./modules/tracking/index.js";
import { createSimulator, ownAddress, type Simulator } from "./simulator/index.js";

const [mapStyle, geocoder] = await Promise.all([chooseMapStyle(process.env.MAP_STYLE_URL), chooseGeocoder(process.env)]);
const config = loadConfig(process.env, { mapStyleUrl: mapStyle.url, geocoderUrl: geocoder.url, geocoderKind: geocoder.kind });
const database = await openDatabase({ url: config.databaseUrl, dir: config.dataDir });
await database.migrate();
// The embedded default seeds demo data on an empty database; PostgreSQL only with `npm run seed`.
const seeded = database.kind === "embedded" ? await seedDemo(database.db) : false;

const app = await buildApp({ config, database });
app.log.info({ styleUrl: mapStyle.url ?? "offline", reason: mapStyle.reason, detail: mapStyle.detail }, "map style");
app.log.info({ geocoderUrl: geocoder.url ?? "bundled", kind: geocoder.kind, reason: geocoder.reason, detail: geocoder.detail }, "geocoder");
let simulator: Simulator | undefined;
let stopping = false;
// A Ctrl-C reaches both `npm start` (which passes it on) and this process: the second signal must
// not cut the shutdown short, or the embedded server would be left running.
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down");
  await simulator?.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
const where = `http://localhost:${config.port}`;
console.log(`\nDespacho listo en ${where} (${database.kind}${database.kind === "embedded" ? `, datos en ${config.dataDir}` : ""})`);
console.log(mapStyle.url ? `Mapa: calles de ${mapStyle.url}` : "Mapa: estilo sin conexión (MAP_STYLE_URL para usar otro)");
console.log(
  geocoder.url
    ? `Direcciones: ${geocoder.url} (GEOCODER_URL=bundled para usar sólo los lugares incluidos)`
    : "Direcciones: lugares incluidos de Bogotá y Medellín (GEOCODER_URL para usar otro buscador)",
);
if (seeded) console.log("Datos de demostración creados.");
if (!config.webDist) console.log("Aviso: no hay build del web (apps/web/dist); ejecute npm run build.");
if (database.kind === "embedded") {
  console.log("Usuarios de demostración (contraseña «despacho»):");
  for (const l of DEMO_LOGINS) console.log(`  ${l.username.padEnd(9)} ${l.description}`);
}
if (config.demoSimulator) {
  // The PIN a proof rule asks is read as a customer reads it: from the tracking page their message links to.
  const trackingToken = (service: string) => trackingTokenOf(database.db, service);
  simulator = createSimulator({ ...config.demoSimulator, baseUrl: ownAddress(config.host, config.port), trackingToken }, app.log);
  simulator.start();
  const { couriersPerHeadquarter, servicesPerMinute } = config.demoSimulator;
  console.log(
    `Simulador de demostración activo: ${couriersPerHeadquarter} mensajeros por sucursal, ${servicesPerMinute} servicios por minuto (DEMO_SIMULATOR=off para detenerlo)`,
  );
}
