import { ApiError, getSession, setHeadquarter, subscribeSession } from "@despacho/client";
import { type CourierProfile, isLinkedAffiliation } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { courierApi, QUERY_KEYS } from "./api";
import { outbox } from "./outbox/courier-outbox";

export const useProfile = () => useQuery({ queryKey: QUERY_KEYS.profile, queryFn: courierApi.profile });
export const useOffers = (enabled: boolean) =>
  useQuery({ queryKey: QUERY_KEYS.offers, queryFn: courierApi.offers, enabled, refetchInterval: 15_000 });
export const useServices = () => useQuery({ queryKey: QUERY_KEYS.services, queryFn: courierApi.services, refetchInterval: 30_000 });

/** What waits in the outbox, live. */
export const useOutbox = () => useSyncExternalStore(outbox.subscribe, outbox.entries);

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};
export const useConnected = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** The headquarter the courier works for now: the one chosen before if still linked, else the first linked. */
export function useHeadquarter(profile: CourierProfile | undefined) {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const linked = profile?.affiliations.filter((a) => isLinkedAffiliation(a.status)) ?? [];
  const current = linked.find((a) => a.headquarter === session.headquarter) ?? linked[0] ?? null;
  useEffect(() => {
    if (profile && (current?.headquarter ?? null) !== session.headquarter) setHeadquarter(current?.headquarter ?? null);
  }, [profile, current?.headquarter, session.headquarter]);
  return { current, linked };
}

/** The API's Spanish reason for a refusal, or a plain one when it did not answer. */
export function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return "Ocurrió un error inesperado";
  if (error.kind === "bad-request" && error.fields.length > 0) return error.fields.map((field) => field.message).join(". ");
  return error.message;
}
