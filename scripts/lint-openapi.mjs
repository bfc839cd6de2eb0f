// `npm run lint:openapi` (in `npm run check`): writes the OpenAPI document the API serves to openapi.json, from the
// app itself without a port or a database (apps/api/src/write-openapi.ts), and lints it with Redocly's recommended
// rules as redocly.yaml and .redocly.lint-ignore.yaml set them (docs/decisions/031).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);
const run = (command, args) => {
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
    env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  if (status !== 0) process.exit(status ?? 1);
};

run(bin("tsx"), ["apps/api/src/write-openapi.ts", "openapi.json"]);
run(bin("redocly"), ["lint", "openapi.json", "--format=summary"]);
