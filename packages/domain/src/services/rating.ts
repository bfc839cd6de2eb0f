// spec §5: half-step rounding; a fraction above .5 becomes .5, otherwise the value is kept.
export function roundRating(value: number): number {
  const whole = Math.floor(value);
  return value - whole > 0.5 ? whole + 0.5 : value;
}
