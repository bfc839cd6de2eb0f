// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession } from "@despacho/client";
import { signIn } from "./login";

const user = (kind: string) => ({
  uuid: "u-1",
  kind,
  role: [],
  first_name: "Carlos",
  last_name: "Mora",
  full_name: "Carlos Mora",
  username: "mensajero1",
  email: "carlos@example.com",
  email_verified: false,
  image_url: null,
  business: null,
  company: kind === "messenger" ? null : { name: "Despacho", image_url: null, country: "CO" },
  data: { shortcuts: [] },
});

/** The API: the login answers the user of `kind`; the logout answers 204. Records each call. */
function api(kind: string) {
  const calls: { url: string; method: string; authorization: string | null; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? "GET", authorization: headers.get("Authorization"), body: JSON.parse(String(init.body)) });
    if (url === "/api/users/token/") return Response.json({ user: user(kind), access: "access-1", refresh: "refresh-1" });
    return new Response(null, { status: 204 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("signing in to the back office", () => {
  it("turns a courier away with the staff-only message, ending the new session on the server and keeping none here", async () => {
    const calls = api("messenger");
    await expect(signIn({ username: "mensajero1", password: "despacho" })).rejects.toMatchObject({
      kind: "auth",
      message: "Este acceso es para el personal de la empresa. Los colaboradores usan la aplicación de colaboradores.",
    });
    expect(calls.map(({ url, method, authorization, body }) => [url, method, authorization, body])).toEqual([
      ["/api/users/token/", "POST", null, { username: "mensajero1", password: "despacho" }],
      ["/api/access-control/logout/", "DELETE", "Bearer access-1", { refresh: "refresh-1" }],
    ]);
    expect(getSession()).toMatchObject({ access: null, refresh: null });
  });

  it("lets staff in with their session", async () => {
    const calls = api("staff");
    await expect(signIn({ username: "admin", password: "despacho" })).resolves.toMatchObject({ access: "access-1", refresh: "refresh-1" });
    expect(calls).toHaveLength(1);
  });
});
