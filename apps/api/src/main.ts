import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { seedDemo } from "./seed/demo.js";
import { DEMO_LOGINS } from "./seed/demo-data.js";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dir: config.dataDir });
await database.migrate();
// The embedded default seeds demo data on an empty database; PostgreSQL only with `npm run seed`.
const seeded = database.kind === "pglite" ? await seedDemo(database.db) : false;

const app = await buildApp({ config, database });
const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
const where = `http://localhost:${config.port}`;
console.log(`\nDespacho listo en ${where} (${database.kind}${database.kind === "pglite" ? `, datos en ${config.dataDir}` : ""})`);
if (seeded) console.log("Datos de demostración creados.");
if (!config.webDist) console.log("Aviso: no hay build del web (apps/web/dist); ejecute npm run build.");
if (database.kind === "pglite") {
  console.log("Usuarios de demostración (contraseña «despacho»):");
  for (const l of DEMO_LOGINS) console.log(`  ${l.username.padEnd(9)} ${l.description}`);
}
