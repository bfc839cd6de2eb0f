// `npm start`: builds the web app and the API's bundle when their sources are newer than the builds, then serves API +
// web from the bundle (plain JavaScript: no TypeScript loader in the server's memory, decision 043).
import { spawn } from "node:child_process";
import { API_NODE_FLAGS, apiProcessEnv } from "./api-process.mjs";
import { buildApiIfStale } from "./build-api.mjs";
import { buildWebIfStale } from "./build-web.mjs";

const root = new URL("..", import.meta.url).pathname;
buildWebIfStale();
const api = await buildApiIfStale();

const server = spawn(process.execPath, [...API_NODE_FLAGS, api], {
  cwd: root,
  env: { ...process.env, ...apiProcessEnv() },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
