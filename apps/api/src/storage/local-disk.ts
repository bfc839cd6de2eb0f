import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { UrlSigner } from "./signed-url.js";
import { newKey, type Storage } from "./storage.js";

/** Files under `dir`, served by the API at /uploads/ (private folders only with an address `signer` made). */
export function localDiskStorage(dir: string, signer: UrlSigner): Storage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Clave fuera del almacenamiento: ${key}`);
    return path;
  };
  return {
    async put(folder, type, data) {
      const key = newKey(folder, type.extension);
      await mkdir(dirname(join(root, key)), { recursive: true });
      await writeFile(pathOf(key), data);
      return key;
    },
    urlOf: (key) => `/uploads/${key}`,
    signedUrl: async (key, filename, expiresAt) => signer.sign(key, filename, expiresAt),
    async read(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
