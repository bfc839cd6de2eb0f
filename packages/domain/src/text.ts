// spec §5: the position name is capitalised as typed.
export function capitalize(value: string): string {
  return value.charAt(0).toLocaleUpperCase("es-CO") + value.slice(1);
}

export const PHONE_MAX_LENGTH = 20;

// spec §5: spaces, parentheses and hyphens removed, only plus and digits kept, max 20.
export function normalizePhone(value: string): string {
  return value.replace(/[^+\d]/g, "").slice(0, PHONE_MAX_LENGTH);
}

export function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}
