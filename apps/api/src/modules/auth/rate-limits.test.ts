import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../config.js";
import { outboxEmails } from "../../db/schema/index.js";
import { createUser } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";

// LOGIN_RATE_LIMIT of these apps: 3 logins per minute per account, 30 per address.
const LOGIN_LIMIT = 3;

let direct: TestApp; // default: no proxy trusted, X-Forwarded-For ignored
let proxied: TestApp; // TRUST_PROXY=127.0.0.1: the inject client is the trusted proxy
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestApp({ loginRateLimit: LOGIN_LIMIT }),
    createTestApp({ loginRateLimit: LOGIN_LIMIT, config: { trustProxy: ["127.0.0.1"] } }),
  ]);
});
afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

let nextAddress = 0;
const rotatingAddress = () => {
  nextAddress++;
  return `203.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
};

const postLogin = (t: TestApp, username: string, password: string, forwardedFor = rotatingAddress()) =>
  t.app.inject({ method: "POST", url: "/api/users/token/", payload: { username, password }, headers: { "x-forwarded-for": forwardedFor } });

async function hundredWrongThenRight(t: TestApp) {
  const { user, password } = await createUser(t.db);
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) statuses.push((await postLogin(t, user.username, "clave-equivocada")).statusCode);
  const right = await postLogin(t, user.username.toUpperCase(), password);
  return { statuses, right };
}

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset or empty, a hop count when a number, else a list of addresses", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("  ")).toBe(false);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.1, 10.1.0.0/16")).toEqual(["10.0.0.1", "10.1.0.0/16"]);
  });
});

describe("login rate limit", () => {
  it("ignores a rotating X-Forwarded-For by default: 429 after 3 wrong passwords, then the right one too", async () => {
    const { statuses, right } = await hundredWrongThenRight(direct);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array(97).fill(429));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: "RATE_LIMITED", detail: "Demasiadas solicitudes, intente de nuevo en unos segundos" });
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits the account whatever address a trusted proxy forwards", async () => {
    const { statuses, right } = await hundredWrongThenRight(proxied);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array(97).fill(429));
    expect(right.statusCode).toBe(429);
  });

  it("limits one address across accounts to 30 a minute; another address still signs in", async () => {
    const address = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await postLogin(proxied, `nadie-${i}`, "clave-equivocada", address)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
    const someone = await createUser(proxied.db);
    expect((await postLogin(proxied, someone.user.username, someone.password, address)).statusCode).toBe(429);
    expect((await postLogin(proxied, someone.user.username, someone.password, "198.51.100.8")).statusCode).toBe(200);
  });
});

describe("password-reset mail limit", () => {
  it("sends one account at most 3 mails, whatever the address; another account still gets its mail", async () => {
    const [target, other] = await Promise.all([createUser(proxied.db), createUser(proxied.db)]);
    const ask = (email: string) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/password_reset/",
        payload: { email },
        headers: { "x-forwarded-for": rotatingAddress() },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask(i % 2 ? target.user.email.toUpperCase() : target.user.email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect((await ask(other.user.email)).statusCode).toBe(200);
    const mails = (to: string) => proxied.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
    expect(await mails(target.user.email)).toHaveLength(3);
    expect(await mails(other.user.email)).toHaveLength(1);
  });
});
