import { writeFile } from "node:fs/promises";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";

/**
 * `npm run openapi [-- file]`: the OpenAPI document the server serves at /api/docs/json, written to `file`
 * (openapi.json) without listening on a port or reaching a database (no route runs; the pool never connects).
 */
const file = process.argv[2] ?? "openapi.json";
const config = { ...loadConfig({}, { jwtSecret: "openapi-document-only-no-token-is-signed" }), jobsPollMs: 0 };
const database = await openDatabase({ url: "postgres://openapi@127.0.0.1:1/unused" });
const app = await buildApp({ config, database, logger: false });
await app.ready();
await writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
