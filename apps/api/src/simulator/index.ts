import type { FastifyBaseLogger } from "fastify";
import { DEMO_COURIER_USERNAME, DEMO_COURIERS_PER_HEADQUARTER } from "../seed/demo-catalog-data.js";
import { DEMO_HEADQUARTERS, DEMO_PASSWORD } from "../seed/demo-data.js";
import { SimulatorClient, SimulatorHttpError } from "./client.js";
import { SIMULATOR_DEFAULTS, type SimulatorContext, type SimulatorOptions, type SimulatorStats, tolerateConflict } from "./context.js";
import { SimulatedCourier } from "./courier.js";
import { SimulatedCustomers } from "./customers.js";
import { demoSummary } from "./summary.js";
import type { TrackingTokenReader } from "./proof.js";

export { SIMULATOR_DEFAULTS, type SimulatorOptions, type SimulatorStats } from "./context.js";
export { advance, metresBetween, metresIn, pointNear, streetPath } from "./movement.js";
export { SIMULATOR_LINK_NAME } from "./customers.js";
export { demoSummary } from "./summary.js";

/** The app's own address as it listens: loopback when it listens on every interface, else the one it was given. */
export function ownAddress(host: string, port: number): string {
  const everywhere = host === "0.0.0.0" || host === "::" || host === "";
  const name = everywhere ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const PREPARING = "preparación";
/** How often the console gets the demo's one-line summary (its own requests are logged at debug). */
const SUMMARY_MS = 60_000;

export interface Simulator {
  /** One round: every courier moves and acts, and customers place what the rate has accumulated. Never throws. */
  tick(): Promise<void>;
  /** Ticks every `tickMs` on an unref'd timer (a round still running is not overlapped). */
  start(): void;
  /** Stops the timer, waits for the running round and takes the couriers offline. */
  stop(): Promise<void>;
  stats: SimulatorStats;
}

/**
 * The living demo (issue 24): demo couriers and customers driven through the app's public HTTP endpoints at its own
 * listening address. Started only by main.ts (or a test, explicitly); nothing in buildApp knows of it.
 */
export function createSimulator(
  settings: Partial<SimulatorOptions> & { baseUrl: string; trackingToken?: TrackingTokenReader },
  log: Pick<FastifyBaseLogger, "debug" | "info" | "warn">,
  random: () => number = Math.random,
): Simulator {
  const { trackingToken, ...rest } = settings;
  const options: SimulatorOptions = { ...SIMULATOR_DEFAULTS, ...rest };
  const stats: SimulatorStats = { online: 0, locations: 0, offersAnswered: 0, servicesPlaced: 0, finished: 0, messages: 0 };
  const context: SimulatorContext = { options, random, cities: new Map(), stats, tolerate: tolerateConflict, trackingToken };
  const customers = new SimulatedCustomers(new SimulatorClient(options.baseUrl, "admin", DEMO_PASSWORD), context);
  // The demo's couriers: mensajero1… in the first headquarter, mensajero16… in the second (seed/demo-catalog-data.ts).
  const candidates = DEMO_HEADQUARTERS.map((_, h) =>
    Array.from({ length: DEMO_COURIERS_PER_HEADQUARTER }, (_, k) => {
      const username = `${DEMO_COURIER_USERNAME}${h * DEMO_COURIERS_PER_HEADQUARTER + k + 1}`;
      return new SimulatedCourier(new SimulatorClient(options.baseUrl, username, DEMO_PASSWORD), context);
    }),
  );
  /** The first `couriersPerHeadquarter` of each headquarter's demo couriers still able to take part. */
  const couriers = () => candidates.flatMap((group) => group.filter((c) => c.usable).slice(0, options.couriersPerHeadquarter));
  let prepared = false;
  let warned = false;
  let owed = 0;
  const attempt = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      // The API's refusals (a late offer, a blocked courier) are the demo's everyday life; anything else is worth one
      // warning (the demo data changed? the server is failing?), then debug lines.
      const refused = error instanceof SimulatorHttpError && error.status < 500 && what !== PREPARING;
      if (refused || warned) log.debug({ err: error }, `simulador: ${what}`);
      else log.warn({ err: error }, `simulador: ${what}`);
      warned ||= !refused;
    }
  };

  const tick = async () => {
    if (!prepared) {
      await attempt(PREPARING, async () => {
        await customers.prepare();
        prepared = true;
      });
      if (!prepared) return;
    }
    owed += (options.servicesPerMinute * options.tickMs) / 60_000;
    const placing: Promise<void>[] = [];
    for (; owed >= 1; owed -= 1) placing.push(attempt("servicio", () => customers.place()));
    // A courier found unable to take part gives its place to the next one within the same tick.
    const stepped = new Set<SimulatedCourier>();
    const round = async (): Promise<void> => {
      const due = couriers().filter((c) => !stepped.has(c));
      if (due.length === 0) return;
      for (const c of due) stepped.add(c);
      await Promise.all(due.map((c) => attempt(c.client.username, () => c.step())));
      return round();
    };
    await Promise.all([...placing, round()]);
  };

  let timer: NodeJS.Timeout | undefined;
  let summary: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  return {
    tick,
    stats,
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = tick().finally(() => {
          running = null;
        });
      }, options.tickMs);
      timer.unref();
      let before = { ...stats };
      summary = setInterval(() => {
        log.info(demoSummary(stats, before));
        before = { ...stats };
      }, SUMMARY_MS);
      summary.unref();
    },
    async stop() {
      clearInterval(timer);
      clearInterval(summary);
      await running;
      await Promise.all(couriers().map((c) => attempt(c.client.username, () => c.leave())));
    },
  };
}
