import { MESSENGER_STATUS, type MessengerRow, type Page } from "@despacho/domain";

type Status = MessengerRow["status"];

/** spec §4: a presence event makes the courier Conectado (connect, reconnect) or Desconectado (disconnect). */
export const statusOf = (online: boolean): Status => (online ? MESSENGER_STATUS.online : MESSENGER_STATUS.offline);

/** The courier with the status a presence event gave; the same object when nothing changes. */
export function withPresence<T extends { uuid: string; status: Status }>(row: T, messenger: string, online: boolean): T {
  return row.uuid === messenger && row.status !== statusOf(online) ? { ...row, status: statusOf(online) } : row;
}

/** A cached page of couriers after a presence event; the same page when the courier is not on it. */
export function pageWithPresence<T extends { uuid: string; status: Status }>(page: Page<T>, messenger: string, online: boolean): Page<T> {
  const results = page.results.map((row) => withPresence(row, messenger, online));
  return results.some((row, i) => row !== page.results[i]) ? { ...page, results } : page;
}
