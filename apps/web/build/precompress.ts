import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(m?js|css|html|svg|json)$/;
/** Below this a compressed twin saves less than its own headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's top quality costs about a second per 300 kB: worth it for what the first screens load,
 * not for the map and its worker (over 500 kB each, loaded later), which get quality 9 (~4 % larger).
 */
const BROTLI_TOP_QUALITY_UP_TO_BYTES = 500_000;

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
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: content.length <= BROTLI_TOP_QUALITY_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
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
