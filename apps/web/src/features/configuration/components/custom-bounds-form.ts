import {
  type Bounds,
  type CustomBoundsSettings,
  customBoundsSettingsSchema,
  type HeadquarterSettings,
  type WorkCity,
} from "@despacho/domain";
import { z } from "zod";
import type { CityOption } from "@shared/ui/city-picker";

// The form keeps a row's city as the picker's option (null until chosen) and its four limits
// always (NaN when empty); the domain schema checks what is sent.
const limit = z.union([z.number(), z.nan()]);
const formBoundsSchema = z.object({ north: limit, south: limit, east: limit, west: limit });
const rowSchema = z.object({
  city: z.custom<CityOption | null>(),
  default: z.boolean(),
  use_custom_bounds: z.boolean(),
  custom_bounds: formBoundsSchema,
});
export const customBoundsFormSchema = z
  .object({ enable_custom_cities_work: z.boolean(), cities_work: z.array(rowSchema) })
  .transform((v) => ({
    enable_custom_cities_work: v.enable_custom_cities_work,
    cities_work: v.cities_work.map((row) => ({
      // No city chosen is sent as null, which the domain refuses with its "Seleccione una ciudad".
      city: (row.city && { id: row.city.id, name: row.city.name, bounds: row.city.bounds }) as WorkCity,
      default: row.default,
      use_custom_bounds: row.use_custom_bounds,
      custom_bounds: row.use_custom_bounds ? row.custom_bounds : null,
    })),
  }))
  .pipe(customBoundsSettingsSchema);
export type CustomBoundsFormValues = z.input<typeof customBoundsFormSchema>;
export type CityWorkRow = CustomBoundsFormValues["cities_work"][number];

const EMPTY_BOUNDS: Bounds = { north: Number.NaN, south: Number.NaN, east: Number.NaN, west: Number.NaN };

export function customBoundsDefaults(
  settings: Pick<HeadquarterSettings, "enable_custom_cities_work" | "cities_work">,
): CustomBoundsFormValues {
  return {
    enable_custom_cities_work: settings.enable_custom_cities_work,
    cities_work: settings.cities_work.map((c) => ({
      city: c.city,
      default: c.default,
      use_custom_bounds: c.use_custom_bounds,
      custom_bounds: c.custom_bounds ?? c.city.bounds,
    })),
  };
}

/** A new row: the first city added is the default one. */
export const newCityWorkRow = (rows: readonly CityWorkRow[]): CityWorkRow => ({
  city: null,
  default: !rows.some((r) => r.default),
  use_custom_bounds: false,
  custom_bounds: EMPTY_BOUNDS,
});

/** A chosen city starts its custom limits from its own bounds, until limits are typed. */
export function withCity(row: CityWorkRow, city: CityOption | null): CityWorkRow {
  const untouched = Object.values(row.custom_bounds).every(Number.isNaN) || !row.use_custom_bounds;
  return { ...row, city, custom_bounds: untouched && city?.bounds ? city.bounds : row.custom_bounds };
}

export type { CustomBoundsSettings };
