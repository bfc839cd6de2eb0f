import type { DispatchService } from "./candidate.js";

/** Services of one origin (and one type) offered together to one courier. */
export interface Bundle<P> {
  services: DispatchService<P>[];
  origin: P;
  origin_key: string;
  type_id: string | null;
  /** The latest ready time of its services: the courier picks them all up at once. */
  ready_at: number;
}

export interface BundleRules {
  max_size: number;
  window_minutes: number;
  /** The pass's minute: a service already ready is ready now, so services that all wait go together whatever their ready times. */
  now: number;
}

const byOriginThenReady = <P>(a: DispatchService<P>, b: DispatchService<P>) =>
  a.origin_key.localeCompare(b.origin_key) ||
  (a.type_id ?? "").localeCompare(b.type_id ?? "") ||
  a.ready_at - b.ready_at ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const readyFrom = <P>(service: DispatchService<P>, now: number) => Math.max(service.ready_at, now);

const sameGroup = <P>(a: DispatchService<P>, b: DispatchService<P>) => a.origin_key === b.origin_key && a.type_id === b.type_id;

/**
 * issue 22: services of the same origin whose ready times (or now, for those already ready) fall within the window of
 * the first one go together, up to the largest bundle; every service lands in exactly one bundle.
 */
export function formBundles<P>(services: readonly DispatchService<P>[], rules: BundleRules): Bundle<P>[] {
  const bundles: Bundle<P>[] = [];
  let current: DispatchService<P>[] = [];
  const close = () => {
    if (current.length === 0) return;
    const first = current[0];
    bundles.push({
      services: current,
      origin: first.origin,
      origin_key: first.origin_key,
      type_id: first.type_id,
      ready_at: current[current.length - 1].ready_at,
    });
    current = [];
  };
  for (const service of [...services].sort(byOriginThenReady)) {
    const first = current[0];
    const fits =
      first !== undefined &&
      sameGroup(first, service) &&
      current.length < rules.max_size &&
      readyFrom(service, rules.now) - readyFrom(first, rules.now) <= rules.window_minutes;
    if (!fits) close();
    current.push(service);
  }
  close();
  return bundles;
}
