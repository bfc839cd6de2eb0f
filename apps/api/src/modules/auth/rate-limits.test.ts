import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../config.js";
import { outboxEmails, users } from "../../db/schema/index.js";
import { createUser } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { clientOf } from "./rate-limits.js";

// LOGIN_RATE_LIMIT of these apps: 3 logins per minute per account and address, 30 per account from
// every address, 30 per address across accounts; 3 courier sign-ups per minute per address.
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

describe("the client a limit counts", () => {
  it("is an IPv4 address, or the /64 network of an IPv6 one", () => {
    const addresses = [
      "203.0.113.9",
      "::ffff:203.0.113.9",
      "2001:db8::1",
      "2001:0db8:0001:0002:0003:0004:0005:0006",
      "fe80::1%eth0",
      "::1",
    ];
    expect(addresses.map(clientOf)).toEqual([
      "203.0.113.9",
      "203.0.113.9",
      "2001:db8:0:0::/64",
      "2001:db8:1:2::/64",
      "fe80:0:0:0::/64",
      "0:0:0:0::/64",
    ]);
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

  it("wrong passwords from one address stop that address at 3, not the owner at another address", async () => {
    const { user, password } = await createUser(proxied.db);
    const attacker = "198.51.100.20";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await postLogin(proxied, user.username, "clave-equivocada", attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await postLogin(proxied, user.username, password, "198.51.100.21")).statusCode).toBe(200);
    expect((await postLogin(proxied, user.username, password, attacker)).statusCode).toBe(429);
  });

  it("an attacker's address past its 3 tries does not spend the account's ceiling", async () => {
    const { user, password } = await createUser(proxied.db);
    for (let i = 0; i < 40; i++) await postLogin(proxied, user.username, "clave-equivocada", "198.51.100.30");
    expect((await postLogin(proxied, user.username, password, "198.51.100.31")).statusCode).toBe(200);
  });

  it("limits the account to 30 a minute from every address together (the ceiling many addresses can reach)", async () => {
    const { statuses, right } = await hundredWrongThenRight(proxied);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(70).fill(429));
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

  it("counts an IPv6 client by its /64 network, where one machine holds millions of addresses", async () => {
    const { user, password } = await createUser(proxied.db);
    const statuses: number[] = [];
    for (const host of ["1", "2", "a:b:c:d", "ffff:0:0:1"]) {
      statuses.push((await postLogin(proxied, user.username, "clave-equivocada", `2001:db8:1:2::${host}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await postLogin(proxied, user.username, password, "2001:db8:1:3::1")).statusCode).toBe(200);
  });
});

describe("courier sign-up limit", () => {
  const signUp = (username: string, forwardedFor: string) =>
    proxied.app.inject({
      method: "POST",
      url: "/api/courier/sign-up/",
      payload: {
        username,
        password: "clave-segura-9",
        first_name: "Andrés",
        last_name: "Muñoz",
        phone_number: "300 123 4567",
        email: `${username}@correo.co`,
        nuip: "1020304050",
      },
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("creates 3 accounts a minute from one address, then 429 and no account; another address still signs up", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await signUp(`moto_limite_${i}`, "198.51.100.40")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await signUp("moto_limite_5", "198.51.100.40");
    expect([refused.statusCode, refused.json().code, Number(refused.headers["retry-after"]) > 0]).toEqual([429, "RATE_LIMITED", true]);
    const created = await proxied.db.select({ username: users.username }).from(users).where(like(users.username, "moto_limite_%"));
    expect(created.map((u) => u.username).sort()).toEqual(["moto_limite_1", "moto_limite_2", "moto_limite_3"]);
    expect((await signUp("moto_limite_6", "198.51.100.41")).statusCode).toBe(201);
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
