import {
  RATING_CHOICES,
  RATING_MAX,
  ratingStars,
  TRACKING_MESSAGES,
  TRACKING_STEP_LABELS,
  TRACKING_STEPS,
  trackingEnded,
  trackingStep,
} from "@despacho/domain/tracking";
import type { Tracking } from "./api";
import { type Child, h } from "./dom";
import { formatMoment, formatStars } from "./format";

/** spec §2.4: the status timeline; each step reached shows when (the last time it was). */
function timeline(t: Tracking): HTMLElement {
  const current = trackingStep(t.status);
  const steps: readonly (keyof typeof TRACKING_STEP_LABELS)[] =
    current === "cancelled" ? [...TRACKING_STEPS.slice(0, 1), "cancelled"] : TRACKING_STEPS;
  const reached = new Map(t.timeline.map((entry) => [trackingStep(entry.status), entry.at]));
  const at = steps.indexOf(current);
  const ended = trackingEnded(t.status);
  return h(
    "ol",
    { class: "timeline", "aria-label": "Estado del servicio" },
    ...steps.map((step, i) =>
      h(
        "li",
        { class: i < at || (i === at && ended) ? "done" : i === at ? "current" : "upcoming", ...(i === at && { "aria-current": "step" }) },
        h("span", { class: "dot", "aria-hidden": "true" }),
        h("span", { class: "label" }, TRACKING_STEP_LABELS[step]),
        i <= at && reached.has(step) && h("time", { datetime: reached.get(step) ?? "" }, formatMoment(reached.get(step) ?? "")),
      ),
    ),
  );
}

/** The courier while the service is in progress: name, ETA and where they are now. */
function courier(t: Tracking): Child {
  if (!t.courier) return null;
  const { name, latitude, longitude, located_at } = t.courier;
  const located = latitude !== null && longitude !== null;
  return h(
    "section",
    { class: "card", "aria-label": "Mensajero" },
    h("h2", {}, `${name} va en camino`),
    t.eta_minutes !== null && h("p", { class: "eta" }, `Llega en aproximadamente ${t.eta_minutes} min`),
    located &&
      h(
        "p",
        { class: "note" },
        located_at ? `Ubicación de las ${formatMoment(located_at)}. ` : "",
        h(
          "a",
          {
            href: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
            target: "_blank",
            rel: "noopener noreferrer",
          },
          "Ver en el mapa",
        ),
      ),
  );
}

/** issue 24: the PIN the courier asks for at the pickup or the drop-off, while the service is open. */
function pin(t: Tracking): Child {
  if (t.pin === null) return null;
  return h(
    "section",
    { class: "card", "aria-labelledby": "pin-title" },
    h("h2", { id: "pin-title" }, TRACKING_MESSAGES.pinTitle),
    h("p", { class: "pin" }, t.pin),
    h("p", { class: "note" }, TRACKING_MESSAGES.pinHint),
  );
}

/** Stars in half steps (spec §5), drawn as text: full, half and empty. */
function stars(value: number): HTMLElement {
  const shown = ratingStars(value);
  return h(
    "span",
    { class: "stars", role: "img", "aria-label": `${formatStars(shown)} de ${RATING_MAX} estrellas` },
    ...Array.from({ length: RATING_MAX }, (_, i) =>
      h("span", { class: shown >= i + 1 ? "star full" : shown >= i + 0.5 ? "star half" : "star", "aria-hidden": "true" }, "★"),
    ),
  );
}

/** spec §4: once finished, the customer rates the service in half steps; once rated, the stars stay. */
function rating(t: Tracking, onRate: (value: number) => void, busy: boolean, error: string | null): Child {
  if (t.rating !== null) return h("section", { class: "card" }, h("h2", {}, TRACKING_MESSAGES.rated), stars(t.rating));
  if (!t.can_rate) return null;
  let chosen = 0;
  const send = h("button", { type: "submit", class: "primary", disabled: true }, "Enviar calificación") as HTMLButtonElement;
  const choices = RATING_CHOICES.map((value) =>
    h(
      "label",
      { class: value % 1 ? "half" : "whole", title: `${formatStars(value)} estrellas` },
      h("input", {
        type: "radio",
        name: "rating",
        value: String(value),
        "aria-label": `${formatStars(value)} estrellas`,
        onChange: () => {
          chosen = value;
          send.disabled = busy;
          for (const el of form.querySelectorAll("label")) el.classList.toggle("on", Number(el.querySelector("input")?.value) <= value);
        },
      }),
      h("span", { "aria-hidden": "true" }, "★"),
    ),
  );
  const form = h(
    "form",
    {
      class: "card",
      onSubmit: (e: Event) => {
        e.preventDefault();
        if (chosen) onRate(chosen);
      },
    },
    h("h2", { id: "rate-title" }, "¿Cómo le pareció el servicio?"),
    h("fieldset", { class: "rate", "aria-labelledby": "rate-title" }, ...choices),
    error && h("p", { class: "error", role: "alert" }, error),
    send,
  );
  return form;
}

export interface ViewState {
  tracking: Tracking;
  rating: { busy: boolean; error: string | null };
}

/** The whole page for one answer of the API. */
export function trackingView({ tracking: t, rating: r }: ViewState, onRate: (value: number) => void): HTMLElement[] {
  return [
    h("header", {}, h("h1", {}, `Servicio #${t.consecutive}`), h("p", { class: "note" }, "Despacho · seguimiento")),
    timeline(t),
    pin(t),
    courier(t),
    rating(t, onRate, r.busy, r.error),
    h(
      "section",
      { class: "card", "aria-label": "Recorrido" },
      h("h2", {}, "Recorrido"),
      h("p", {}, h("strong", {}, "Origen: "), t.origin),
      ...t.destinations.map((d, i) => h("p", {}, h("strong", {}, t.destinations.length > 1 ? `Destino ${i + 1}: ` : "Destino: "), d)),
    ),
  ].filter((el): el is HTMLElement => el instanceof HTMLElement);
}

export const messageView = (text: string, retry?: () => void): HTMLElement[] => [
  h("header", {}, h("h1", {}, "Seguimiento")),
  h("p", { class: "card", role: "alert" }, text),
  ...(retry ? [h("button", { type: "button", class: "primary", onClick: retry }, "Reintentar")] : []),
];
