import { resolve } from "node:path";

/**
 * The apps/api folder, from which the API finds its migrations and the repository's other folders. This module sits one
 * folder below it both as a source (apps/api/src, run by tsx and the tests) and bundled into apps/api/dist/main.js
 * (scripts/build-api.mjs, npm start): the folder above its own is apps/api either way, so it must stay in src/ itself.
 */
export const apiFolder = resolve(import.meta.dirname, "..");
