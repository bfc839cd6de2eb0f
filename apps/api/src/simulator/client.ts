import { randomUUID } from "node:crypto";
import { HEADQUARTER_HEADER } from "@despacho/domain";

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

/**
 * One account's calls to the app's own listening address, as a phone or a browser makes them: signs in with the
 * password, signs in again when the access token has expired, and sends an Idempotency-Key with every write.
 */
export class SimulatorClient {
  private access: string | null = null;

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
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return this.read<T>(res, `${method} ${path}`);
  }

  private async signIn() {
    const res = await fetch(`${this.baseUrl}/api/users/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: this.username, password: this.password }),
    });
    this.access = (await this.read<{ access: string }>(res, `sign in ${this.username}`)).access;
  }

  private send(method: string, path: string, body: object | undefined, headquarter: string | undefined) {
    const headers: Record<string, string> = { authorization: `Bearer ${this.access}` };
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
