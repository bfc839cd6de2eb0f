import { APP_CLIENT_NAME } from "@despacho/domain";

/** Where the session lives: the browser's localStorage by default; a mobile app passes its own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ClientConfig {
  storage: KeyValueStorage;
  /** Sent as the app-client header on every call. */
  appName: string;
  /** Prefix of /api and /socket.io; empty for the page's own origin. */
  origin: string;
}

let config: ClientConfig | null = null;

/** The configuration every call reads; the browser's defaults until `configureClient` is called. */
export function clientConfig(): ClientConfig {
  config ??= { storage: globalThis.localStorage, appName: APP_CLIENT_NAME, origin: "" };
  return config;
}

/** Call once, before the first request, to replace any of the browser's defaults. */
export function configureClient(changes: Partial<ClientConfig>) {
  config = { ...clientConfig(), ...changes };
}
