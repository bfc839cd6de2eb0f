const formats = new Map<string, Intl.DateTimeFormat>();

/** "23/11/2026, 3:07 p. m.": es-CO, 12-hour clock (spec §1), in the headquarter's zone. */
export function csvDateTime(zone: string, at: Date) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("es-CO", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    formats.set(zone, format);
  }
  return format.format(at);
}
