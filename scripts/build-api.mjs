// Bundles the API (apps/api/src/main.ts, with the workspace packages it imports) into apps/api/dist/main.js when a source
// is newer than the bundle (npm start, the benchmarks that run the API as npm start does). Node then runs plain
// JavaScript, without tsx's loader and caches in memory (decision 043). Packages from node_modules stay imports,
// resolved at run time.
import { join } from "node:path";
import { build, stop } from "esbuild";
import { isStale } from "./stale-build.mjs";

const root = new URL("..", import.meta.url).pathname;
const apiBundle = join(root, "apps/api/dist/main.js");
const SOURCES = [
  "apps/api/src",
  "apps/api/tsconfig.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "packages/client/src",
  "packages/client/package.json",
  "scripts/build-api.mjs",
].map((p) => join(root, p));

/** Every bare import but the workspace's own packages (TypeScript sources, bundled) stays an import of node_modules. */
const nodeModulesExternal = {
  name: "node-modules-external",
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@despacho/") ? undefined : { path: args.path, external: true },
    );
  },
};

let building;

/** Rebuilds the bundle when it is older than its sources (once per process); resolves to its path. */
export function buildApiIfStale() {
  building ??= (async () => {
    if (!isStale(apiBundle, SOURCES)) return apiBundle;
    console.log("Construyendo apps/api…");
    await build({
      entryPoints: [join(root, "apps/api/src/main.ts")],
      outfile: apiBundle,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      sourcemap: true,
      logLevel: "warning",
      plugins: [nodeModulesExternal],
    });
    // esbuild's service process would otherwise live as long as npm start (18 MB).
    await stop();
    return apiBundle;
  })();
  return building;
}
