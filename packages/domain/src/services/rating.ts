// spec §5: half-step rounding; a fraction above .5 becomes .5, otherwise the value is kept.
export function roundRating(value: number): number {
  const whole = Math.floor(value);
  return value - whole > 0.5 ? whole + 0.5 : value;
}

/** The stars to show: none for a courier nobody has rated yet (the stored starting value is no one's rating). */
export const shownRating = (rating: number, ratedTimes: number): number | null => (ratedTimes > 0 ? roundRating(rating) : null);

export const NO_RATINGS = "Sin calificaciones";
