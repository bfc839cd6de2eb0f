const oneDecimal = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/** A number as the desk reads it (es-CO): 2.14 → "2,1", 10000 → "10.000". */
export const formatDecimal = (value: number) => oneDecimal.format(value);

const BYTES_PER_MEGABYTE = 1_048_576;
const twoDecimals = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 2 });

/** Bytes as the megabytes people read and type (2621440 → 2.5), to two decimals. */
export const bytesToMegabytes = (bytes: number) => Math.round((bytes / BYTES_PER_MEGABYTE) * 100) / 100;
/** Megabytes typed (2.5) as whole bytes (2621440); not a number stays not a number for a schema to refuse. */
export const megabytesToBytes = (megabytes: number) => Math.round(megabytes * BYTES_PER_MEGABYTE);
/** Bytes as the megabytes the desk reads (es-CO): 2621440 → "2,5". */
export const formatMegabytes = (bytes: number) => twoDecimals.format(bytes / BYTES_PER_MEGABYTE);
