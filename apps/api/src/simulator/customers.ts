import type { Coordinates, LinkService, LinkServiceFormInfo, Page, ServiceType } from "@despacho/domain";
import { HOURLY_DEMO_TYPE } from "../seed/demo-catalog-data.js";
import { SimulatorHttpError, type SimulatorClient } from "./client.js";
import type { SimulatorContext } from "./context.js";
import { centreOf, pointNear } from "./movement.js";

/** The request link the simulator's customers use in each headquarter (created once, found again on later starts). */
export const SIMULATOR_LINK_NAME = "Simulador de demostración";
const NAMES = ["Laura Gómez", "Andrés Rojas", "Camila Torres", "Julián Martínez", "Valentina Ríos", "Santiago López"];
const CITY_KM = 4;
const TRIP_KM = 3;

interface Link {
  token: string;
  types: string[];
}

/**
 * The customers' side: as the demo administrator, one request link per headquarter (and, on the very first start
 * when every headquarter assigns by hand, the last one switched to automatic assignment so offers flow); then
 * services placed through the public link form, as a customer's browser does.
 */
export class SimulatedCustomers {
  private readonly links = new Map<string, Link>();
  private turn = 0;

  constructor(
    private readonly admin: SimulatorClient,
    private readonly context: SimulatorContext,
  ) {}

  async prepare(): Promise<void> {
    const headquarters = await this.admin.call<{ uuid: string }[]>("GET", "/api/users/active-headquarters/");
    let created = false;
    for (const { uuid } of headquarters) {
      const page = await this.admin.call<Page<LinkService>>("GET", "/api/link-services/", undefined, uuid);
      const found = page.results.find((l) => l.name === SIMULATOR_LINK_NAME && l.state === "active");
      created ||= !found;
      await this.useLink(uuid, found?.token ?? (await this.createLink(uuid)));
    }
    if (created) await this.switchOnOffers(headquarters.map((h) => h.uuid));
  }

  /** One service through a link, taking turns between the headquarters; a link at its hourly limit is replaced. */
  async place(): Promise<void> {
    const served = [...this.links.keys()];
    if (served.length === 0) return;
    const headquarter = served[this.turn++ % served.length];
    const link = this.links.get(headquarter);
    const bounds = this.context.cities.get(headquarter);
    if (!link || !bounds) return;
    const { random } = this.context;
    const origin = pointNear(centreOf(bounds), bounds, CITY_KM, random);
    const destination = pointNear(origin, bounds, TRIP_KM, random);
    const address = () => `Calle ${10 + Math.floor(random() * 150)} # ${1 + Math.floor(random() * 90)}-${10 + Math.floor(random() * 80)}`;
    const stop = (type: "origin" | "destination", at: Coordinates, description: string) => ({
      type,
      address: address(),
      description,
      ...at,
    });
    try {
      await this.admin.anonymous("POST", "/api/services/create-anonymous/", {
        token: link.token,
        name: NAMES[Math.floor(random() * NAMES.length)],
        phone_number: `300 ${String(1_000_000 + Math.floor(random() * 8_999_999))}`,
        type: link.types[Math.floor(random() * link.types.length)],
        locations: [stop("origin", origin, "Portería principal"), stop("destination", destination, "")],
      });
      this.context.stats.servicesPlaced += 1;
    } catch (error) {
      if (!(error instanceof SimulatorHttpError && error.status === 429)) throw error;
      await this.useLink(headquarter, await this.createLink(headquarter));
    }
  }

  private async createLink(headquarter: string): Promise<string> {
    const types = await this.admin.call<ServiceType[]>("GET", "/api/service-types/?all=true", undefined, headquarter);
    const service_types = types.filter((t) => t.name !== HOURLY_DEMO_TYPE).map((t) => t.uuid);
    const link = await this.admin.call<LinkService>(
      "POST",
      "/api/link-services/",
      { name: SIMULATOR_LINK_NAME, service_types },
      headquarter,
    );
    return link.token;
  }

  private async useLink(headquarter: string, token: string) {
    const form = await this.admin.anonymous<LinkServiceFormInfo>("GET", `/api/services/create-anonymous/?token=${token}`);
    this.links.set(headquarter, { token, types: form.service_types.map((t) => t.uuid) });
    this.context.cities.set(headquarter, form.bounds);
  }

  private async switchOnOffers(headquarters: string[]) {
    const modes = [];
    for (const id of headquarters)
      modes.push((await this.admin.call<{ service_mode: string }>("GET", `/api/headquarter/${id}/settings/`, undefined, id)).service_mode);
    const last = headquarters.at(-1);
    if (!last || modes.some((m) => m !== "manual")) return;
    await this.admin.call("PATCH", `/api/headquarter/${last}/settings/`, { service_mode: "auto_assignment" }, last);
  }
}
