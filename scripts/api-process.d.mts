/** The flags given to node before the API's script. */
export const API_NODE_FLAGS: string[];
/** The variables added to the API process's environment. */
export function apiProcessEnv(): { MALLOC_ARENA_MAX: string };
