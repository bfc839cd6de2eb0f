import type { HeadquarterPatch } from "@despacho/domain";

/**
 * The body of POST and PATCH /headquarter/: JSON, or multipart when an image goes with it (every
 * field as text: the city as digits, no maps key as empty text, which the server reads as none).
 */
export function headquarterBody(fields: HeadquarterPatch, image: File | null): HeadquarterPatch | FormData {
  if (!image) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value === null ? "" : String(value));
  }
  form.append("image", image);
  return form;
}
