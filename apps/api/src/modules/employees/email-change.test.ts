import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailTokens, outboxEmails, users } from "../../db/schema/index.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

// Issue 19: an email change takes effect once the new address confirms it; the old address is told.
const URL = "/api/users/employees/";
const LINK_INVALID = "El enlace para confirmar el correo no es válido, ya se usó o venció. Pida de nuevo el cambio de correo.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function setup() {
  const hq = await createHeadquarter(t.db);
  const manager = await createUser(t.db, { headquarterIds: [hq.id], permissions: ["view_employee_add_menu", "view_desktop_menu"] });
  const employee = await createUser(t.db, {
    username: `carla_${hq.id.slice(0, 8)}`,
    email: `carla.${hq.id.slice(0, 8)}@despacho.test`,
    emailVerified: true,
    headquarterIds: [hq.id],
    permissions: ["view_desktop_menu"],
  });
  const { access } = await login(t.app, manager.user.username, manager.password);
  const headers = authHeaders(access, hq.id);
  const changeEmail = (email: string) => t.app.inject({ method: "PATCH", url: `${URL}${employee.user.id}/`, headers, payload: { email } });
  return { hq: hq.id, employee, oldEmail: employee.user.email, headers, changeEmail };
}

const mailsTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(outboxEmails.createdAt);
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const tokenIn = (body: string) => body.match(/\/confirm-email\/([\w-]+) /)?.[1] ?? "";
const confirm = (token: string) => t.app.inject({ method: "POST", url: "/api/users/confirm-email/", payload: { token } });
const resetFor = (email: string) => t.app.inject({ method: "POST", url: "/api/password_reset/", payload: { email } });

describe("changing an employee's email", () => {
  it("keeps the email, answers the pending one, mails a link to the new address and a notice to the old one", async () => {
    const s = await setup();
    const res = await s.changeEmail("carla.nueva@despacho.test");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: s.oldEmail, pending_email: "carla.nueva@despacho.test" });
    expect(await userRow(s.employee.user.id)).toMatchObject({ email: s.oldEmail, emailVerified: true });

    const [link] = await mailsTo("carla.nueva@despacho.test");
    expect(link.subject).toBe("Confirma tu nuevo correo en Despacho");
    expect(link.body).toContain(`http://despacho.test/confirm-email/${tokenIn(link.body)} `);
    const [notice] = await mailsTo(s.oldEmail);
    expect(notice.subject).toBe("Se pidió cambiar el correo de tu cuenta de Despacho");
    expect(notice.body).toContain("carla.nueva@despacho.test");

    const read = await t.app.inject({ method: "GET", url: `${URL}${s.employee.user.id}/`, headers: s.headers });
    expect(read.json()).toMatchObject({ email: s.oldEmail, pending_email: "carla.nueva@despacho.test" });
  });

  it("a password reset goes to the confirmed email only, before and after the confirmation", async () => {
    const s = await setup();
    await s.changeEmail("carla.otra@despacho.test");
    await resetFor("carla.otra@despacho.test");
    expect((await mailsTo("carla.otra@despacho.test")).map((m) => m.subject)).toEqual(["Confirma tu nuevo correo en Despacho"]);

    const [link] = await mailsTo("carla.otra@despacho.test");
    const done = await confirm(tokenIn(link.body));
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { detail: "Correo confirmado: ya puede usarlo para iniciar sesión y recuperar la contraseña" },
    ]);
    expect(await userRow(s.employee.user.id)).toMatchObject({ email: "carla.otra@despacho.test", emailVerified: true });
    expect((await mailsTo(s.oldEmail)).map((m) => m.subject)).toEqual([
      "Se pidió cambiar el correo de tu cuenta de Despacho",
      "El correo de tu cuenta de Despacho cambió",
    ]);

    await resetFor(s.oldEmail);
    await resetFor("carla.otra@despacho.test");
    expect((await mailsTo(s.oldEmail)).map((m) => m.subject)).not.toContain("Restablece tu contraseña de Despacho");
    expect((await mailsTo("carla.otra@despacho.test")).map((m) => m.subject)).toContain("Restablece tu contraseña de Despacho");
  });

  it("refuses a used, a replaced, an expired and an unknown link with a Spanish 400, and changes nothing", async () => {
    const s = await setup();
    await s.changeEmail("primera@despacho.test");
    const first = tokenIn((await mailsTo("primera@despacho.test"))[0].body);
    await s.changeEmail("segunda@despacho.test");
    const second = tokenIn((await mailsTo("segunda@despacho.test"))[0].body);
    const replaced = await confirm(first);
    expect([replaced.statusCode, replaced.json().errors]).toEqual([400, [{ field: "token", message: LINK_INVALID }]]);
    expect((await userRow(s.employee.user.id)).email).toBe(s.oldEmail);

    expect((await confirm(second)).statusCode).toBe(200);
    const used = await confirm(second);
    expect([used.statusCode, used.json().errors]).toEqual([400, [{ field: "token", message: LINK_INVALID }]]);

    await s.changeEmail("tercera@despacho.test");
    const third = tokenIn((await mailsTo("tercera@despacho.test"))[0].body);
    await t.db
      .update(mailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(mailTokens.userId, s.employee.user.id), eq(mailTokens.email, "tercera@despacho.test")));
    const expired = await confirm(third);
    expect([expired.statusCode, expired.json().errors]).toEqual([400, [{ field: "token", message: LINK_INVALID }]]);
    const unknown = await confirm("enlace-inventado-0123456789");
    expect([unknown.statusCode, unknown.json().errors]).toEqual([400, [{ field: "token", message: LINK_INVALID }]]);
    expect((await userRow(s.employee.user.id)).email).toBe("segunda@despacho.test");
  });

  it("asking for the current email withdraws a pending change", async () => {
    const s = await setup();
    await s.changeEmail("arrepentida@despacho.test");
    const res = await s.changeEmail(s.oldEmail);
    expect(res.json()).toMatchObject({ email: s.oldEmail, pending_email: null });
    const token = tokenIn((await mailsTo("arrepentida@despacho.test"))[0].body);
    expect((await confirm(token)).statusCode).toBe(400);
  });
});

describe("changing one's own email in the profile", () => {
  it("follows the same confirmation: the profile answers the pending email until the link is opened", async () => {
    const hq = await createHeadquarter(t.db);
    const me = await createUser(t.db, { headquarterIds: [hq.id], emailVerified: true });
    const { access } = await login(t.app, me.user.username, me.password);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      headers: authHeaders(access),
      payload: { first_name: "Lina", email: "lina.nueva@despacho.test" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: "Lina",
      email: me.user.email,
      email_verified: true,
      pending_email: "lina.nueva@despacho.test",
    });
    expect((await mailsTo(me.user.email)).map((m) => m.subject)).toEqual(["Se pidió cambiar el correo de tu cuenta de Despacho"]);
    expect((await confirm(tokenIn((await mailsTo("lina.nueva@despacho.test"))[0].body))).statusCode).toBe(200);
    const profile = await t.app.inject({ method: "GET", url: "/api/users/profile/", headers: authHeaders(access) });
    expect(profile.json()).toMatchObject({ email: "lina.nueva@despacho.test", email_verified: true, pending_email: null });
  });
});
