const oneDecimal = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/** A number as the desk reads it (es-CO): 2.14 → "2,1", 10000 → "10.000". */
export const formatDecimal = (value: number) => oneDecimal.format(value);
