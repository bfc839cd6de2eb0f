/** A list filtered by Bogotá days: "from" may not come after "to" (both included). */
export const DAY_RANGE_MESSAGE = "La fecha inicial no puede ser posterior a la final";
export const isOrderedDayRange = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
export const dayRangeRefinement = { path: ["to"], error: DAY_RANGE_MESSAGE };
