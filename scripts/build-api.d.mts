/** Rebuilds apps/api/dist/main.js when it is older than the API's sources (once per process); resolves to its path. */
export function buildApiIfStale(): Promise<string>;
