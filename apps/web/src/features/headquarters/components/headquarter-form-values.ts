import { type Headquarter, type HeadquarterInput, type HeadquarterPatch, headquarterInputSchema } from "@despacho/domain";
import { z } from "zod";

// The form holds the chosen city as an option (its name shows in the picker); the domain schema
// checks what is sent: its id.
export const headquarterFormSchema = z
  .object({
    name: z.string(),
    city: z.object({ id: z.number(), name: z.string(), department: z.string().nullable() }).nullable(),
    google_key: z.string(),
  })
  // No city chosen is sent as 0, which the domain refuses with its "Seleccione una ciudad".
  .transform((v): HeadquarterInput => ({ name: v.name, city: v.city?.id ?? 0, google_key: v.google_key }))
  .pipe(headquarterInputSchema);
export type HeadquarterFormValues = z.input<typeof headquarterFormSchema>;
export type HeadquarterFormOutput = z.output<typeof headquarterFormSchema>;

export function headquarterFormDefaults(headquarter?: Headquarter): HeadquarterFormValues {
  if (!headquarter) return { name: "", city: null, google_key: "" };
  const { city } = headquarter;
  return {
    name: headquarter.name,
    // A headquarter from before location areas has no area: its city must be chosen again.
    city: city.id === null ? null : { id: city.id, name: city.name, department: null },
    google_key: headquarter.google_key ?? "",
  };
}

/** spec §7 PATCH /headquarter/{id}/: only what differs from the headquarter as loaded. */
export function changedFields(headquarter: Headquarter, values: HeadquarterFormOutput): HeadquarterPatch {
  return {
    ...(values.name !== headquarter.name && { name: values.name }),
    ...(values.city !== headquarter.city.id && { city: values.city }),
    ...((values.google_key ?? null) !== headquarter.google_key && { google_key: values.google_key ?? null }),
  };
}
