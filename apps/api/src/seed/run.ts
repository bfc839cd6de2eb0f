import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { seedDemo } from "./demo.js";

// `npm run seed`: demo data on the configured database (PostgreSQL too), only when it is empty.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dir: config.dataDir });
await database.migrate();
console.log((await seedDemo(database.db)) ? "Datos de demostración creados." : "La base ya tiene datos; no se sembró nada.");
await database.close();
