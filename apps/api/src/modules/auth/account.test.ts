import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headquarters, mailTokens, outboxEmails, users } from "../../db/schema/index.js";
import { createHeadquarter, createRole, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, multipartBody, TINY_PNG, type TestApp } from "../../test/harness.js";

let t: TestApp;
let hqId: string;

beforeAll(async () => {
  t = await createTestApp();
  hqId = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

/** A fresh user, signed in. */
async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(t.db, { headquarterIds: [hqId], ...overrides });
  const tokens = await login(t.app, created.user.username, created.password);
  return { ...created, tokens, headers: authHeaders(tokens.access) };
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const outboxTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe("GET /api/users/profile/", () => {
  it("answers the signed-in user with company and shortcuts", async () => {
    const me = await signedIn({ firstName: "Lucía", lastName: "Gómez", permissions: ["view_chat_menu"] });
    const res = await t.app.inject({ method: "GET", url: "/api/users/profile/", headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: me.user.id,
      full_name: "Lucía Gómez",
      email: me.user.email,
      email_verified: false,
      image_url: null,
      role: ["view_chat_menu"],
      business: null,
      company: { country: "CO" },
      data: { shortcuts: [] },
    });
  });
});

describe("PATCH /api/users/profile/", () => {
  it("updates names and shortcuts from JSON and keeps them", async () => {
    const me = await signedIn();
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      headers: me.headers,
      payload: { first_name: "  María ", last_name: "Rodríguez", data: { shortcuts: ["/services", "/map"] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: "María", full_name: "María Rodríguez", data: { shortcuts: ["/services", "/map"] } });
    const row = await userRow(me.user.id);
    expect([row.firstName, row.lastName, row.data]).toEqual(["María", "Rodríguez", { shortcuts: ["/services", "/map"] }]);
  });

  it("refuses an empty change with 400 and a Spanish message, changing nothing", async () => {
    const me = await signedIn();
    const before = await userRow(me.user.id);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      headers: { ...me.headers, "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION",
      detail: "Datos inválidos",
      errors: [{ field: "body", message: "Indique al menos un cambio" }],
    });
    expect(await userRow(me.user.id)).toEqual(before);
  });

  it("a new email waits for its confirmation: the email and its verification stay, pending_email answers it", async () => {
    const me = await signedIn({ emailVerified: true });
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      headers: me.headers,
      payload: { email: "nuevo.correo@despacho.test" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: me.user.email, email_verified: true, pending_email: "nuevo.correo@despacho.test" });
    expect(await userRow(me.user.id)).toMatchObject({ email: me.user.email, emailVerified: true });
  });

  it("stores an uploaded PNG under dataDir/uploads and serves it at image_url", async () => {
    const me = await signedIn();
    const form = multipartBody({ first_name: "Foto" }, { field: "image", filename: "yo.png", contentType: "image/png", data: TINY_PNG });
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { image_url: imageUrl, first_name: firstName } = res.json();
    expect(firstName).toBe("Foto");
    expect(imageUrl).toMatch(/^\/uploads\/profiles\/[\w-]+\.png$/);
    const onDisk = join(t.config.dataDir, imageUrl.replace(/^\//, ""));
    expect(existsSync(onDisk)).toBe(true);
    expect(readFileSync(onDisk).equals(TINY_PNG)).toBe(true);
    expect((await userRow(me.user.id)).imageUrl).toBe(imageUrl);

    const served = await t.app.inject({ method: "GET", url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("refuses a file that is not an image with 400, whatever its name says", async () => {
    const me = await signedIn();
    const form = multipartBody(
      {},
      { field: "image", filename: "foto.png", contentType: "image/png", data: Buffer.from("%PDF-1.4 esto no es una imagen") },
    );
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION",
      errors: [{ field: "image", message: "La imagen debe ser PNG, JPEG, WEBP o GIF" }],
    });
    expect((await userRow(me.user.id)).imageUrl).toBeNull();
  });

  it("refuses a photo over 2.5 MB with spec §5's size message and keeps the old one", async () => {
    const me = await signedIn();
    const photo = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1_048_576 - TINY_PNG.length)]);
    const form = multipartBody({}, { field: "image", filename: "grande.png", contentType: "image/png", data: photo });
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect([res.statusCode, res.json().detail]).toEqual([413, "El tamaño máximo permitido es de 2,5 MB (archivo subido: 3 MB)"]);
    expect((await userRow(me.user.id)).imageUrl).toBeNull();
  });
});

describe("PUT /api/users/change-password/", () => {
  it("refuses a wrong current password with 400 and a field error", async () => {
    const me = await signedIn();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/users/change-password/",
      headers: me.headers,
      payload: { old_password: "no-es-la-actual", new_password: "una-clave-nueva" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION",
      errors: [{ field: "old_password", message: "La contraseña actual no es correcta" }],
    });
    expect((await userRow(me.user.id)).passwordHash).toBe(me.user.passwordHash);
  });

  it("refuses a new password shorter than 8 characters", async () => {
    const me = await signedIn();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/users/change-password/",
      headers: me.headers,
      payload: { old_password: me.password, new_password: "corta" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "new_password", message: "La contraseña debe tener al menos 8 caracteres" }]);
  });

  it("changes the password: the new one signs in, the old one no longer does", async () => {
    const me = await signedIn();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/users/change-password/",
      headers: me.headers,
      payload: { old_password: me.password, new_password: "otra-clave-segura" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: "Contraseña actualizada" });
    await expect(login(t.app, me.user.username, "otra-clave-segura")).resolves.toMatchObject({ user: { uuid: me.user.id } });
    await expect(login(t.app, me.user.username, me.password)).rejects.toThrow(/401/);
  });
});

describe("email verification", () => {
  it("sends a verification mail to the outbox and its link verifies the email", async () => {
    const me = await signedIn();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/send-verification-email/",
      headers: me.headers,
      payload: { email: me.user.email },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: "Correo de verificación enviado" });
    const [mail] = await outboxTo(me.user.email);
    expect(mail.subject).toBe("Verifica tu correo en Despacho");
    const link = new URL(mail.body.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/api/users/verify-email/");

    const verified = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ detail: "Correo verificado" });
    expect((await userRow(me.user.id)).emailVerified).toBe(true);

    const again = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: [{ field: "token", message: "El enlace no es válido o ha expirado" }] });
  });

  it("does not verify the account email with a link sent to another address", async () => {
    const me = await signedIn();
    await t.app.inject({
      method: "POST",
      url: "/api/users/send-verification-email/",
      headers: me.headers,
      payload: { email: "otra.direccion@despacho.test" },
    });
    const [mail] = await outboxTo("otra.direccion@despacho.test");
    const link = new URL(mail.body.match(/https?:\/\/\S+/)?.[0] ?? "");
    await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect((await userRow(me.user.id)).emailVerified).toBe(false);
  });
});

describe("password reset", () => {
  it("answers the same for a registered and an unknown email; only the registered one gets a mail", async () => {
    const me = await createUser(t.db, { email: "olvido.clave@despacho.test" });
    const [known, unknown] = await Promise.all(
      ["OLVIDO.CLAVE@despacho.test", "nadie.registrado@despacho.test"].map((email) =>
        t.app.inject({ method: "POST", url: "/api/password_reset/", payload: { email } }),
      ),
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxTo("olvido.clave@despacho.test")).toHaveLength(1);
    expect(await outboxTo("nadie.registrado@despacho.test")).toHaveLength(0);
    expect(await t.db.select().from(mailTokens).where(eq(mailTokens.userId, me.user.id))).toHaveLength(1);
  });

  it("confirms with the mailed code: the new password signs in and the code is spent", async () => {
    const me = await createUser(t.db);
    await t.app.inject({ method: "POST", url: "/api/password_reset/", payload: { email: me.user.email } });
    const [mail] = await outboxTo(me.user.email);
    const token = mail.body.match(/código: (\S+)/)?.[1] ?? "";
    const confirm = () =>
      t.app.inject({ method: "POST", url: "/api/password_reset/confirm/", payload: { token, password: "clave-restablecida" } });

    const res = await confirm();
    expect(res.statusCode).toBe(200);
    await expect(login(t.app, me.user.username, "clave-restablecida")).resolves.toMatchObject({ user: { uuid: me.user.id } });
    const reused = await confirm();
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ errors: [{ field: "token" }] });
  });

  it("refuses an unknown code with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/password_reset/confirm/",
      payload: { token: "codigo-inventado-123", password: "clave-restablecida" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", errors: [{ field: "token", message: "El enlace no es válido o ha expirado" }] });
  });
});

describe("GET /api/permissions/", () => {
  it("lists the codenames of all the user's roles, once each, sorted", async () => {
    const [hq] = await t.db.select().from(headquarters).where(eq(headquarters.id, hqId));
    const roles = await Promise.all(
      [
        ["view_map_menu", "add_service"],
        ["add_service", "view_chat_menu"],
      ].map((permissions) => createRole(t.db, { companyId: hq.companyId, permissions })),
    );
    const me = await signedIn({ roleIds: roles.map((r) => r.id) });
    const res = await t.app.inject({ method: "GET", url: "/api/permissions/", headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(["add_service", "view_chat_menu", "view_map_menu"]);
  });

  it("answers an empty list for a user without roles", async () => {
    const me = await signedIn();
    const res = await t.app.inject({ method: "GET", url: "/api/permissions/", headers: me.headers });
    expect(res.json()).toEqual([]);
  });
});
