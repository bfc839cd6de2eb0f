/** Runs `npm run build -w apps/web` when the web's sources are newer than its build; exits the process if the build fails. */
export function buildWebIfStale(): void;
