/** The flags given to node before the API's script. */
export const API_NODE_FLAGS: string[];
/** The variables added to the API process's environment; `env` is the caller's (process.env by default). */
export function apiProcessEnv(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string };
