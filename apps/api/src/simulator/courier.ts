import {
  type Bounds,
  type Coordinates,
  COURIER_SOCKET_EVENTS,
  type CourierOffer,
  type CourierProfile,
  EVENTS,
  parseEvent,
  type CourierService,
  type ProofRules,
} from "@despacho/domain";
import { SimulatorHttpError, type SimulatorClient } from "./client.js";
import { advance, centreOf, metresIn, pointNear, streetPath } from "./movement.js";
import type { SimulatorContext } from "./context.js";
import { simulatedStepBody } from "./proof.js";

const CHAT_LINES = [
  "Voy en camino",
  "Hay mucho trancón en la zona",
  "Ya recogí el paquete",
  "El cliente no contesta, sigo intentando",
  "Listo, entregado",
];
/** How far a free courier wanders to its next point, and the first point around the city's middle. */
const WANDER_KM = 2;
const START_KM = 4;
const NEAR_KM = 0.5;

interface Job {
  service: string;
  stage: "to_origin" | "to_destination";
  destination: Coordinates;
  /** What the service's type asks at the pickup and the drop-off. */
  rules: ProofRules;
}

const located = (l: { latitude: number | null; longitude: number | null }): Coordinates | null =>
  l.latitude === null || l.longitude === null ? null : { latitude: l.latitude, longitude: l.longitude };

/** An offer heard (offers:new) or read on connecting, until answered or past its deadline. */
interface HeardOffer {
  offer: string;
  deadline: string;
}

/**
 * One demo courier driven through the courier app's endpoints and socket: online in its headquarter, a point every
 * tick along a street path (through the socket), the offers it hears on its socket answered (now and then refused),
 * its assigned services started, arrived at and finished.
 */
export class SimulatedCourier {
  private headquarter: string | null = null;
  private online = false;
  private position: Coordinates | null = null;
  private path: Coordinates[] = [];
  private job: Job | null = null;
  /** The offers heard on the socket (offers:new) and not answered yet, oldest first. */
  private offers: HeardOffer[] = [];
  /** False once the courier cannot take part (no affiliation served, blocked, out of hours): another takes its place. */
  usable = true;

  constructor(
    readonly client: SimulatorClient,
    private readonly context: SimulatorContext,
  ) {}

  async step(): Promise<void> {
    const bounds = await this.join();
    if (!bounds || !this.headquarter || !this.position) {
      this.usable = false;
      return;
    }
    if (!this.online) {
      try {
        await this.client.call("POST", "/api/courier/activation/", { headquarter: this.headquarter, online: true });
      } catch (error) {
        // The API's reasons (blocked, not linked, out of hours) are a 400 or 409: this courier sits the demo out.
        if (error instanceof SimulatorHttpError && (error.status === 400 || error.status === 409)) this.usable = false;
        throw error;
      }
      this.online = true;
      this.context.stats.online += 1;
    }
    await this.client.openSocket(this.headquarter, (socket) => {
      socket.on(EVENTS.offerNew, (payload: unknown) => {
        const offer = parseEvent(EVENTS.offerNew, payload);
        if (offer) this.offers.push(offer);
      });
      // Offers sent while the socket was away are read once on each connection, as the courier app does.
      socket.on("connect", () => void this.catchUpOffers().catch(() => undefined));
    });
    await this.move(bounds);
    // Offers come while busy too (up to the headquarter's max active services; beyond, the API's 409 is tolerated).
    await this.answerOffer();
    if (this.job === null) await this.takeWork();
    if (this.context.random() < this.context.options.chatShare) await this.chat();
  }

  /** Offline again (the simulator stopping): the desk sees the courier leave. */
  async leave(): Promise<void> {
    this.client.closeSocket();
    if (!this.online || !this.headquarter) return;
    await this.client.call("POST", "/api/courier/activation/", { headquarter: this.headquarter, online: false });
    this.online = false;
  }

  /** The first affiliation of a headquarter the simulator serves, and a starting point in its city. */
  private async join(): Promise<Bounds | null> {
    if (this.headquarter === null) {
      const profile = await this.client.call<CourierProfile>("GET", "/api/courier/profile/");
      const linked = profile.affiliations.find((a) => a.status === "affiliated" && this.context.cities.has(a.headquarter));
      if (!linked) return null;
      this.headquarter = linked.headquarter;
    }
    const bounds = this.context.cities.get(this.headquarter) ?? null;
    if (bounds && !this.position) {
      // A courier who already has a service in hand was on its way: it starts close to where it was heading.
      const heading = await this.takeWork(centreOf(bounds));
      this.position = pointNear(heading ?? centreOf(bounds), bounds, heading ? NEAR_KM : START_KM, this.context.random);
      if (heading) this.path = streetPath(this.position, heading);
    }
    return bounds;
  }

  private async move(bounds: Bounds) {
    const { options, random } = this.context;
    if (!this.position) return;
    if (this.path.length === 0) {
      if (this.job) await this.reached(this.job);
      else this.path = streetPath(this.position, pointNear(this.position, bounds, WANDER_KM, random));
    }
    const moved = advance(this.position, this.path, metresIn(options.speedKmh, options.tickMs));
    this.position = moved.position;
    this.path = moved.path;
    const fake = random() < options.fakeLocationShare;
    await this.client.request(COURIER_SOCKET_EVENTS.locations, {
      points: [
        {
          ...this.position,
          accuracy: 8,
          speed: (options.speedKmh * 1000) / 3600,
          ...(fake ? { using_fake_location: true } : {}),
          coordinates_created_at: new Date().toISOString(),
        },
      ],
    });
    this.context.stats.locations += 1;
  }

  /** At the origin: picked up (start) and head for the last stop; there: arrived, and finished; each with the proof asked. */
  private async reached(job: Job) {
    const id = job.service;
    // A refused action (the desk cancelled or moved the service) leaves the courier free.
    this.job = null;
    const proof = (step: "pickup" | "drop_off") =>
      simulatedStepBody(this.client, this.context.trackingToken, id, job.rules, step, this.position ?? job.destination);
    if (job.stage === "to_origin") {
      await this.client.call("PATCH", `/api/courier/services/${id}/start/`, await proof("pickup"));
      this.job = { ...job, stage: "to_destination" };
      if (this.position) this.path = streetPath(this.position, job.destination);
      return;
    }
    await this.client.call("PATCH", `/api/courier/services/${id}/arrive/`);
    await this.client.call("PATCH", `/api/courier/services/${id}/finish/`, {
      received_by: "Portería",
      notes: "Entregado por el simulador de demostración",
      ...(await proof("drop_off")),
    });
    this.context.stats.finished += 1;
  }

  private async catchUpOffers() {
    const open = await this.client.call<CourierOffer[]>("GET", "/api/courier/offers/");
    const known = new Set(this.offers.map((o) => o.offer));
    for (const o of open) if (!known.has(o.uuid)) this.offers.push({ offer: o.uuid, deadline: o.deadline });
  }

  /** Answers the oldest offer heard and still open: accepted, or now and then refused. */
  private async answerOffer() {
    const now = Date.now();
    this.offers = this.offers.filter((o) => new Date(o.deadline).getTime() > now);
    const offer = this.offers.shift();
    if (!offer) return;
    const answer = this.context.random() < this.context.options.refuseShare ? "refuse" : "accept";
    await this.context.tolerate(this.client.call("POST", `/api/courier/offers/${offer.offer}/${answer}/`));
    this.context.stats.offersAnswered += 1;
  }

  /** Takes the oldest service in hand (offered and accepted, or assigned by the desk); answers where it heads first. */
  private async takeWork(from = this.position): Promise<Coordinates | null> {
    const page = await this.client.call<{ results: CourierService[] }>("GET", "/api/courier/services/");
    const inHand = page.results.filter((s) => s.status === "assigned" || s.status === "in_progress").reverse();
    for (const service of inHand) {
      const origin = located(service.locations[0]);
      const destination = located(service.locations[service.locations.length - 1]);
      if (!origin || !destination || !from) continue;
      const started = service.status === "in_progress";
      const heading = started ? destination : origin;
      this.job = { service: service.uuid, stage: started ? "to_destination" : "to_origin", destination, rules: service.proof_rules };
      this.path = streetPath(from, heading);
      return heading;
    }
    return null;
  }

  private async chat() {
    const { random } = this.context;
    const content = CHAT_LINES[Math.floor(random() * CHAT_LINES.length)];
    if (!this.headquarter) return;
    await this.client.request(COURIER_SOCKET_EVENTS.chatMessage, { headquarter: this.headquarter, type: "text", content });
    this.context.stats.messages += 1;
  }
}
