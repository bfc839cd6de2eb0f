/** Builds apps/web and apps/courier when their sources are newer than their builds; exits the process if a build fails. */
export function buildWebIfStale(): void;
