import { TRACKING_MESSAGES, TRACKING_POLL_MS, trackingEnded } from "@despacho/domain/tracking";
import { getTracking, rateService, TrackingError } from "./api";
import "./tracking.css";
import { messageView, trackingView, type ViewState } from "./view";

// spec §2.4 tracking page, its own small entry (issue 23: ≤ 60 kB of JavaScript): plain TypeScript, no framework.
// Live updates by polling every TRACKING_POLL_MS while the service is active and the page is visible: no public
// socket to authenticate, one cached-free read per phone, and it stops by itself once the service ends.
const root = document.getElementById("tracking") as HTMLElement;
const token = decodeURIComponent(location.pathname.split("/")[2] ?? "");
let state: ViewState | null = null;
let timer: number | undefined;

const show = (nodes: HTMLElement[]) => root.replaceChildren(...nodes);
const render = () => state && show(trackingView(state, rate));

async function load() {
  window.clearTimeout(timer);
  try {
    const tracking = await getTracking(token);
    state = { tracking, rating: state?.rating ?? { busy: false, error: null } };
    render();
    if (!trackingEnded(tracking.status)) timer = window.setTimeout(poll, TRACKING_POLL_MS);
  } catch (error) {
    if (error instanceof TrackingError && error.status === 404) show(messageView(TRACKING_MESSAGES.notFound));
    else if (!state) show(messageView("No fue posible cargar el seguimiento. Revise su conexión.", () => void load()));
    else timer = window.setTimeout(poll, TRACKING_POLL_MS);
  }
}

function poll() {
  if (document.visibilityState === "visible") void load();
  else timer = undefined;
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && timer === undefined && state && !trackingEnded(state.tracking.status)) void load();
});

async function rate(value: number) {
  if (!state) return;
  state.rating = { busy: true, error: null };
  try {
    state = { tracking: await rateService(token, value), rating: { busy: false, error: null } };
  } catch (error) {
    state.rating = { busy: false, error: error instanceof Error ? error.message : "No fue posible enviar la calificación" };
  }
  render();
}

void load();
