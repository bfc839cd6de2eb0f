import type { ShapeProblem } from "./geometry.js";

// Apart from the geozone schemas, so the API errors that quote them bring no zod to a screen (decision 029).
export const GEOZONE_NAME_MAX = 100;
/** A zone drawn on a map has a few dozen points; this bounds the work of checking one. */
export const GEOZONE_POINTS_MAX = 5_000;

export const GEOZONE_MESSAGES = {
  required: "Campo requerido",
  nameTooLong: `Máximo ${GEOZONE_NAME_MAX} caracteres`,
  shape: {
    empty: "Dibuje al menos un polígono en el mapa",
    open: "Cada polígono debe cerrarse en su primer punto",
    tooFewPoints: "Cada polígono necesita al menos tres puntos",
    selfIntersecting: "El polígono no puede cruzarse consigo mismo",
    noArea: "El polígono no encierra ningún área",
  } satisfies Record<ShapeProblem, string>,
  tooManyPoints: `El polígono tiene más de ${GEOZONE_POINTS_MAX} puntos`,
  /** spec §8 */
  queueFirst: "Primero debe definir una geozona para la cola",
  wait: "Por favor, espere...",
  inUse: "La geozona está en uso en una cola o en la activación; quítela de allí primero",
  alreadyQueued: "La geozona ya está en la cola",
  alreadyForActivation: "La geozona ya es de activación",
  /** issue 12: a queued zone whose queue holds no courier. */
  queueEmpty: "Sin colaboradores en cola",
  outsideActivation: "Debe estar dentro de una geozona de activación de la sucursal para conectarse",
  noLocation: "Envíe su ubicación antes de conectarse: la sucursal exige estar dentro de una geozona de activación",
} as const;
