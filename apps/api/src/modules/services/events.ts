import { DOMAIN_EVENTS, type DomainEvent, type ServiceStatus } from "@despacho/domain";

/** What a service command says happened, recorded in its transaction (issue 20: the outbox's service events). */
interface Changed {
  id: string;
  headquarterId: string;
  createdBy: string | null;
  status: ServiceStatus;
  consecutive: number;
  messengerId: string | null;
}

const fact = (s: Omit<Changed, "messengerId">) => ({ service: s.id, status: s.status, consecutive: s.consecutive, owner: s.createdBy });

/** The service was created (the one-at-a-time creation writes the same payload in its insert statement). */
export function serviceCreated(s: Omit<Changed, "messengerId">): DomainEvent {
  return { name: DOMAIN_EVENTS.serviceCreated, headquarter: s.headquarterId, payload: fact(s) };
}

/** The service changed by `action` (an edit keeps the status); `previous*` are its status and courier before. */
export function serviceChanged(s: Changed, action: string, previous: ServiceStatus, previousMessenger = s.messengerId): DomainEvent {
  return {
    name: DOMAIN_EVENTS.serviceChanged,
    headquarter: s.headquarterId,
    payload: { ...fact(s), action, previous_status: previous, messenger: s.messengerId, previous_messenger: previousMessenger },
  };
}
