// `npm start`: builds the web app when its sources are newer than the build, then serves API + web.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildWebIfStale } from "./build-web.mjs";

const root = new URL("..", import.meta.url).pathname;
buildWebIfStale();

const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps/api/src/main.ts")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
