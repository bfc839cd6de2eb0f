import { z } from "zod";

// The phone rule, written once for the API and the web (spec §5 normalising, §9 lengths).

/** Characters of a phone once normalised (spec §9). */
export const PHONE_MAX_LENGTH = 20;
/** Characters of a phone as typed, spaces and signs included (spec §9 field length). */
export const PHONE_INPUT_MAX = 26;
export const PHONE_MIN_DIGITS = 7;

export const PHONE_MESSAGES = {
  tooShort: `El teléfono debe tener al menos ${PHONE_MIN_DIGITS} dígitos`,
  notAPhone: "El teléfono solo puede tener dígitos, espacios, paréntesis, guiones, puntos y un + inicial",
  tooLong: `Máximo ${PHONE_INPUT_MAX} caracteres`,
} as const;

/** What a person types for a phone: digits with spaces, dots, dashes, parentheses and one leading +. */
const PHONE_LIKE = /^\s*\+?[\d\s().-]*$/;
export const looksLikePhone = (value: string) => PHONE_LIKE.test(value);

// spec §5: spaces, parentheses and hyphens removed, only plus and digits kept, maximum 20.
export function normalizePhone(value: string): string {
  return value.replace(/[^+\d]/g, "").slice(0, PHONE_MAX_LENGTH);
}

// A Colombian number written without its country code: a mobile (10 digits from 3) or a
// landline (60 + area digit + 7 digits).
const COLOMBIAN_NATIONAL = /^(3\d{9}|60[1-8]\d{7})$/;

/** The stored form: normalised, and E.164 (+57…) for a Colombian number written without +57. */
export function toStoredPhone(value: string): string {
  const phone = normalizePhone(value);
  return COLOMBIAN_NATIONAL.test(phone) ? `+57${phone}` : phone;
}

/** A phone field wherever a phone is written: looks like a phone, stored as toStoredPhone, at least 7 digits. */
export const phoneNumberSchema = z
  .string({ error: PHONE_MESSAGES.tooShort })
  .max(PHONE_INPUT_MAX, { error: PHONE_MESSAGES.tooLong, abort: true })
  .refine(looksLikePhone, { error: PHONE_MESSAGES.notAPhone, abort: true })
  .transform(toStoredPhone)
  .refine((phone) => phone.replace("+", "").length >= PHONE_MIN_DIGITS, { error: PHONE_MESSAGES.tooShort });
