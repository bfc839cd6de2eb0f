import { randomUUID } from "node:crypto";
import { ApiError, sendThroughSocket } from "@despacho/client";
import { type CourierSocketAnswer, type CourierSocketInput, type CourierSocketRequest, HEADQUARTER_HEADER } from "@despacho/domain";
import { io, type Socket } from "socket.io-client";
import { SIMULATOR_REQUEST_HEADER, SIMULATOR_REQUEST_MARK } from "../plugins/request-log.js";

/** An answer outside 2xx: its status and body, for the caller to decide (a 409 on a late offer is part of the game). */
export class SimulatorHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: ${status} ${body.slice(0, 200)}`);
  }
}

/** Every call says it is the simulator's, so the request log keeps it out of the console (debug). */
const QUIET = { [SIMULATOR_REQUEST_HEADER]: SIMULATOR_REQUEST_MARK };

/** How long a courier socket whose sign-in failed waits before trying again. */
const RECONNECT_MS = 5_000;
/** How long the first connection of a courier socket may take. */
const SOCKET_WAIT_MS = 10_000;

/**
 * One account's calls to the app's own listening address, as a phone or a browser makes them: signs in with the
 * password, signs in again when the access token has expired, and sends an Idempotency-Key with every write. A
 * courier also holds its socket, as the courier app does: it hears its offers there and sends its points and
 * messages through it (the shared client's `sendThroughSocket`).
 */
export class SimulatorClient {
  private access: string | null = null;
  private socket: Socket | null = null;

  constructor(
    private readonly baseUrl: string,
    readonly username: string,
    private readonly password: string,
  ) {}

  async call<T = unknown>(method: "GET" | "POST" | "PATCH", path: string, body?: object, headquarter?: string): Promise<T> {
    if (this.access === null) await this.signIn();
    const send = () => this.send(method, path, body, headquarter);
    let res = await send();
    if (res.status === 401) {
      await this.signIn();
      res = await send();
    }
    return this.read<T>(res, `${method} ${path}`);
  }

  /** Uploads a file as the app does (multipart, field `file`); answers the stored file's address. */
  async upload(path: string, bytes: Buffer, name: string, type: string): Promise<string> {
    if (this.access === null) await this.signIn();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${this.access}`, "idempotency-key": randomUUID() },
      body: form,
    });
    return (await this.read<{ url: string }>(res, `POST ${path}`)).url;
  }

  /** A call without a session (the public link form, the tracking page). */
  async anonymous<T = unknown>(method: "GET" | "POST", path: string, body?: object): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body ? { ...QUIET, "content-type": "application/json" } : QUIET,
      body: body ? JSON.stringify(body) : undefined,
    });
    return this.read<T>(res, `${method} ${path}`);
  }

  /**
   * Opens the courier's socket to the headquarter once (`listen` adds its listeners before it connects) and waits
   * for its first connection.
   */
  async openSocket(headquarter: string, listen: (socket: Socket) => void): Promise<void> {
    if (this.socket) return;
    const socket = io(this.baseUrl, {
      path: "/socket.io",
      transports: ["websocket"],
      autoConnect: false,
      auth: (send) => send({ token: this.access, headquarter, profile: "messenger" }),
    });
    // An expired token: the server closes the socket, or refuses its handshake. Sign in again and reconnect.
    const again = () =>
      void this.signIn().then(
        () => socket.connect(),
        () => setTimeout(again, RECONNECT_MS).unref(),
      );
    socket.on("disconnect", (reason) => {
      if (reason === "io server disconnect" && this.socket === socket) again();
    });
    socket.on("connect_error", () => {
      if (!socket.active && this.socket === socket) again();
    });
    listen(socket);
    this.socket = socket;
    const connected = new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      setTimeout(() => reject(new SimulatorHttpError(0, "sin conexión", "socket")), SOCKET_WAIT_MS).unref();
    });
    if (this.access === null) again();
    else socket.connect();
    await connected;
  }

  closeSocket(): void {
    this.socket?.close();
    this.socket = null;
  }

  /** A request through the courier's socket, its refusal thrown as the HTTP call's would be. */
  async request<E extends CourierSocketRequest>(event: E, input: CourierSocketInput<E>): Promise<CourierSocketAnswer<E>> {
    if (!this.socket) throw new SimulatorHttpError(0, "sin socket", event);
    try {
      return await sendThroughSocket(this.socket, event, input);
    } catch (error) {
      if (error instanceof ApiError) throw new SimulatorHttpError(error.status, error.message, event);
      throw error;
    }
  }

  private async signIn() {
    const res = await fetch(`${this.baseUrl}/api/users/token/`, {
      method: "POST",
      headers: { ...QUIET, "content-type": "application/json" },
      body: JSON.stringify({ username: this.username, password: this.password }),
    });
    this.access = (await this.read<{ access: string }>(res, `sign in ${this.username}`)).access;
  }

  private send(method: string, path: string, body: object | undefined, headquarter: string | undefined) {
    const headers: Record<string, string> = { ...QUIET, authorization: `Bearer ${this.access}` };
    if (headquarter) headers[HEADQUARTER_HEADER] = headquarter;
    if (method !== "GET") headers["idempotency-key"] = randomUUID();
    if (body) headers["content-type"] = "application/json";
    return fetch(`${this.baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  }

  private async read<T>(res: Response, what: string): Promise<T> {
    const text = await res.text();
    if (!res.ok) throw new SimulatorHttpError(res.status, text, what);
    return (text === "" ? null : JSON.parse(text)) as T;
  }
}
