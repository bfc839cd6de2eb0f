import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, Rolldown } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(m?js|css|html|svg|json)$/;
/** Below this a compressed twin saves less than its own headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's top quality costs about a second per 300 kB: worth it for what the first screens load (whatever its size:
 * the back office's first chunk is about 500 kB, 8 % larger at quality 9), not for the map, its worker, the
 * spreadsheet and PDF libraries (over 500 kB each, loaded later), which get quality 9.
 */
const BROTLI_TOP_QUALITY_UP_TO_BYTES = 500_000;

/** The chunks a page loads before it shows: those its HTML names (scripts, module preloads) and what they import. */
function firstLoaded(bundle: Rolldown.OutputBundle): Set<string> {
  const pages = Object.values(bundle).flatMap((file) =>
    file.type === "asset" && file.fileName.endsWith(".html") ? [String(file.source)] : [],
  );
  const pending = Object.keys(bundle).filter((name) => pages.some((html) => html.includes(`/${name}"`)));
  const found = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const file = bundle[name];
    if (found.has(name) || file?.type !== "chunk") continue;
    found.add(name);
    pending.push(...file.imports);
  }
  return found;
}

/**
 * Writes a brotli (.br) and a gzip (.gz) twin beside every text file of the build, at the highest
 * levels we can afford once, so the server sends them as they are (@fastify/static preCompressed) and never
 * compresses per request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "despacho:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      const first = firstLoaded(bundle);
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]:
                  first.has(name) || content.length <= BROTLI_TOP_QUALITY_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}
