const BYTES_PER_MB = 1_048_576;

/** Bytes as the megabytes an administrator types (2621440 → 2.5), to two decimals. */
export const bytesToMegabytes = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 100) / 100;

/** Megabytes typed (2.5) as whole bytes (2621440); not a number stays not a number for the schema to refuse. */
export const megabytesToBytes = (megabytes: number) => Math.round(megabytes * BYTES_PER_MB);
