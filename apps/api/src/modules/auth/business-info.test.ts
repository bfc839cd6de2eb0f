import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, multipartBody, TINY_PNG, type TestApp } from "../../test/harness.js";

let t: TestApp;
let hqId: string;
beforeAll(async () => {
  t = await createTestApp();
  hqId = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

async function signedIn(business?: { name: string }) {
  const created = await createUser(t.db, { headquarterIds: [hqId], permissions: ["add_service"], business });
  const tokens = await login(t.app, created.user.username, created.password);
  return { ...created, headers: authHeaders(tokens.access) };
}
const businessOf = async (id: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return { name: row.businessName, image: row.businessImageUrl };
};

describe("PATCH /api/users/business/ (spec §2.2 /business-info)", () => {
  it("renames the business and stores its image, answering the user's business", async () => {
    const me = await signedIn({ name: "Tienda Vieja" });
    const renamed = await t.app.inject({
      method: "PATCH",
      url: "/api/users/business/",
      headers: me.headers,
      payload: { name: " Tienda Nueva " },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().business).toEqual({ name: "Tienda Nueva", image_url: null, has_store: false });

    const form = multipartBody({}, { field: "image", filename: "logo.png", contentType: "image/png", data: TINY_PNG });
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/business/",
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().business.image_url).toMatch(/^\/uploads\/businesses\/[\w-]+\.png$/);
    expect(await businessOf(me.user.id)).toEqual({ name: "Tienda Nueva", image: res.json().business.image_url });
  });

  it("refuses a file that is not an image and an empty change with 400, changing nothing", async () => {
    const me = await signedIn({ name: "Tienda Firme" });
    const form = multipartBody({}, { field: "image", filename: "logo.png", contentType: "image/png", data: Buffer.from("%PDF-1.4 no") });
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/business/",
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "image", message: "La imagen debe ser PNG, JPEG, WEBP o GIF" }]);
    const empty = await t.app.inject({ method: "PATCH", url: "/api/users/business/", headers: me.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(await businessOf(me.user.id)).toEqual({ name: "Tienda Firme", image: null });
  });

  it("is refused to a staff user (403)", async () => {
    const me = await signedIn();
    const res = await t.app.inject({ method: "PATCH", url: "/api/users/business/", headers: me.headers, payload: { name: "Mi empresa" } });
    expect(res.statusCode).toBe(403);
  });
});
