import type { SimulatorStats } from "./context.js";

/** The demo's last minute in one line, for the console of `npm start`. */
export function demoSummary(now: SimulatorStats, before: SimulatorStats): string {
  const since = (key: keyof SimulatorStats) => now[key] - before[key];
  return (
    `simulador: ${now.online} mensajeros en línea; en el último minuto ${since("locations")} ubicaciones, ` +
    `${since("offersAnswered")} ofertas respondidas, ${since("servicesPlaced")} servicios creados, ` +
    `${since("finished")} finalizados, ${since("messages")} mensajes`
  );
}
