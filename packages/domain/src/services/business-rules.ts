// spec §5: a business user's multi-assign needs every selected service from the same provider.
export const SAME_PROVIDER_ERROR = "Error: los servicios seleccionados deben ser del mismo proveedor";

export function sameProviderError(services: readonly { headquarter: string }[]): string | null {
  return new Set(services.map((s) => s.headquarter)).size > 1 ? SAME_PROVIDER_ERROR : null;
}
