import { type CourierServiceAction, canTransition, type ServiceStatus, TRANSITIONS } from "@despacho/domain";
import type { OutboxEntry } from "../outbox/outbox";

const ACTION_PATH = /^\/courier\/services\/([^/]+)\/(accept|start|arrive|finish)\/$/;

/** The service action an outbox entry carries, if it is one. */
export function serviceActionOf(entry: Pick<OutboxEntry, "path">): { service: string; action: CourierServiceAction } | null {
  const match = ACTION_PATH.exec(entry.path);
  return match ? { service: match[1], action: match[2] as CourierServiceAction } : null;
}

/**
 * The status the courier sees while actions wait in the outbox: the server's status with the waiting actions applied
 * in order (an action the status does not allow is left for the server to refuse).
 */
export function projectedStatus(status: ServiceStatus, service: string, waiting: readonly Pick<OutboxEntry, "path">[]): ServiceStatus {
  return waiting.reduce((current, entry) => {
    const action = serviceActionOf(entry);
    if (!action || action.service !== service || !canTransition(action.action, current)) return current;
    return TRANSITIONS[action.action].to;
  }, status);
}

/** Whether the courier already marked the arrival (sent or waiting). */
export const arrivalWaiting = (service: string, waiting: readonly Pick<OutboxEntry, "path">[]) =>
  waiting.some((entry) => {
    const action = serviceActionOf(entry);
    return action?.service === service && action.action === "arrive";
  });
