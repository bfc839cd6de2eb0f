/** es-CO, 12-hour clock, America/Bogota: the product's way of writing a moment (the tracking page has no session to ask a zone). */
const moment = new Intl.DateTimeFormat("es-CO", {
  timeZone: "America/Bogota",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

export const formatMoment = (iso: string) => moment.format(new Date(iso));

/** "4,5" the es-CO way. */
export const formatStars = (stars: number) => stars.toLocaleString("es-CO", { maximumFractionDigits: 1 });
