/** True when `built` is missing or older than the newest file under `sources` (absolute paths; missing ones skipped). */
export declare function isStale(built: string, sources: string[]): boolean;
