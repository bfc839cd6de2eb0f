// spec §5: the position name is capitalised as typed.
export function capitalize(value: string): string {
  return value.charAt(0).toLocaleUpperCase("es-CO") + value.slice(1);
}

/** What a search compares: lower case without accents, so "bogota" finds "Bogotá". */
export function searchKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** What an avatar without a picture shows: the first letters of the first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("")
    .toLocaleUpperCase("es-CO");
}

export function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

export const INPUT_MESSAGES = {
  unstorableCharacter: "Contiene caracteres no permitidos",
  tooDeep: "Demasiados niveles de anidación",
  noChanges: "Indique al menos un cambio",
} as const;

/** Levels of objects and arrays a request may nest (the deepest form, settings, uses 5). */
export const INPUT_DEPTH_MAX = 32;

// A lone UTF-16 surrogate (half of a pair) is not text: PostgreSQL cannot store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text no database column can hold: NUL (0x00, refused by PostgreSQL) or a lone surrogate. */
export function hasUnstorableCharacter(value: string): boolean {
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}
