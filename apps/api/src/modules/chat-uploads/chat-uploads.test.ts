import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { startS3Server } from "../../test/s3-server.js";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const OGG = Buffer.concat([Buffer.from("OggS"), Buffer.alloc(20)]);

const multipart = (data: Buffer, declaredType = "image/jpeg", name = "foto.jpg") => {
  const boundary = "----despacho-chat";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
};

/** POSTs `data` as the multipart field `file` to `url` with `who`'s headers. */
const upload = (t: TestApp, url: string, who: Record<string, string>, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...body.headers, ...who } });

/** POSTs a JSON body to `url` with `who`'s headers. */
const postJson = (t: TestApp, url: string, who: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url, payload, headers: who });

async function people(t: TestApp) {
  const company = await createCompany(t.db);
  const hq = await createHeadquarter(t.db, { companyId: company.id });
  const sign = async (permissions: string[]) => {
    const user = await createUser(t.db, { companyId: company.id, headquarterIds: [hq.id], permissions });
    return authHeaders((await login(t.app, user.user.username, user.password)).access, hq.id);
  };
  const courier = await createCourier(t.db, { headquarterIds: [hq.id] });
  return {
    desk: await sign(["view_chat_menu"]),
    withoutChat: await sign([]),
    courier: authHeaders((await login(t.app, courier.user.username, courier.password)).access),
  };
}

describe("chat uploads on local disk", () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof people>>;
  beforeAll(async () => {
    t = await createTestApp();
    as = await people(t);
  });
  afterAll(() => t?.close());

  it("stores a desk's image and answers its url, type and size; the file is then served", async () => {
    const body = multipart(JPEG);
    const res = await upload(t, "/api/chats/upload-image/", as.desk, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ url: expect.stringMatching(/^\/uploads\/chats\/[0-9a-f-]{36}\.jpg$/), type: "image/jpeg", size: 10 });
    const served = await t.app.inject({ method: "GET", url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(JPEG);
    // decision 021: an image is shown in place, never sniffed as something else.
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["content-disposition"]).toBeUndefined();
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("stores a courier's voice note, served as a sandboxed download (an <audio> plays it all the same)", async () => {
    const body = multipart(OGG, "audio/ogg", "nota.ogg");
    const res = await upload(t, "/api/courier/chat/upload-audio/", as.courier, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: "audio/ogg", size: 24 });
    const served = await t.app.inject({ method: "GET", url: res.json().url });
    const name = res.json().url.split("/").at(-1);
    expect(served.headers["content-disposition"]).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(served.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses bytes that are not the route's kind, whatever the name and declared type say", async () => {
    const body = multipart(Buffer.from("MZ esto es un programa"), "image/jpeg", "foto.jpg");
    const res = await upload(t, "/api/chats/upload-image/", as.desk, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "file", message: "El archivo no es una imagen válida" }]);
    const video = multipart(JPEG, "video/mp4", "video.mp4");
    const asVideo = await upload(t, "/api/chats/upload-video/", as.desk, video);
    expect(asVideo.json().errors).toEqual([{ field: "file", message: "El archivo no es un video válido" }]);
  });

  it("refuses a file over 2.5 MB with the §5 message (413)", async () => {
    const body = multipart(Buffer.concat([JPEG, Buffer.alloc(3 * 1_048_576 - JPEG.length)]));
    const res = await upload(t, "/api/chats/upload-image/", as.desk, body);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe("El tamaño máximo permitido es de 2,5 MB (archivo subido: 3 MB)");
  });

  it("tells a browser to send through the API when files are kept on disk, after checking type and size", async () => {
    const ask = (url: string, payload: object) => postJson(t, url, as.desk, payload);
    const ticket = await ask("/api/chats/upload-image/signed/", { content_type: "image/jpeg", size: 1000 });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.json()).toEqual({ direct: false, url: "/api/chats/upload-image/" });
    const voice = await ask("/api/chats/upload-audio/signed/", { content_type: "audio/webm;codecs=opus", size: 1000 });
    expect(voice.json()).toEqual({ direct: false, url: "/api/chats/upload-audio/" });
    const wrong = await ask("/api/chats/upload-image/signed/", { content_type: "application/x-msdownload", size: 1000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: "content_type", message: "El archivo no es una imagen válida" }]);
    const big = await ask("/api/chats/upload-video/signed/", { content_type: "video/mp4", size: 3 * 1_048_576 });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe("El tamaño máximo permitido es de 2,5 MB (archivo subido: 3 MB)");
  });

  it("refuses staff without view_chat_menu (403), a courier on the desk route and staff on the courier route", async () => {
    const body = multipart(JPEG);
    const call = (url: string, who: Record<string, string>) => upload(t, url, who, body);
    expect((await call("/api/chats/upload-image/", as.withoutChat)).statusCode).toBe(403);
    expect((await call("/api/chats/upload-image/", as.courier)).statusCode).toBe(403);
    expect((await call("/api/courier/chat/upload-image/", as.desk)).statusCode).toBe(403);
  });
});

describe("chat uploads on S3-compatible storage", () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let as: Awaited<ReturnType<typeof people>>;
  beforeAll(async () => {
    server = await startS3Server();
    t = await createTestApp({ config: { s3: server.settings } });
    as = await people(t);
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it("puts the image in the bucket and answers its public URL, which gives the same bytes back", async () => {
    const body = multipart(JPEG);
    const res = await upload(t, "/api/chats/upload-image/", as.desk, body);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^${server.settings.endpoint}/despacho-test/chats/[0-9a-f-]{36}\\.jpg$`));
    const stored = await fetch(url);
    expect(stored.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(JPEG);
  });

  const postSigned = async (ticket: { url: string; fields: Record<string, string> }, data: Buffer, type: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append("file", new Blob([new Uint8Array(data)], { type }), "archivo");
    return fetch(ticket.url, { method: "POST", body: form });
  };

  it("signs a direct upload limited to the type and 2.5 MB; once posted, confirm checks the bytes and answers the URL", async () => {
    const ticket = await postJson(t, "/api/chats/upload-image/signed/", as.desk, { content_type: "image/jpeg", size: 10 });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const signed = ticket.json();
    expect(signed).toMatchObject({ direct: true, url: `${server.settings.endpoint}/despacho-test`, max_bytes: 2_621_440 });
    expect(signed.key).toMatch(/^chats\/[0-9a-f-]{36}\.jpg$/);
    const policy = JSON.parse(Buffer.from(signed.fields.Policy, "base64").toString("utf8"));
    expect(policy.conditions).toContainEqual(["content-length-range", 1, 2_621_440]);
    expect(policy.conditions).toContainEqual(["eq", "$Content-Type", "image/jpeg"]);
    expect((await postSigned(signed, JPEG, "image/jpeg")).status).toBe(204);

    const done = await postJson(t, "/api/chats/upload-image/confirm/", as.desk, { key: signed.key });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ url: `${server.settings.endpoint}/despacho-test/${signed.key}`, type: "image/jpeg", size: 10 });
  });

  it("refuses and removes a direct upload whose bytes are not the kind; an unknown key is refused", async () => {
    const ticket = await postJson(t, "/api/courier/chat/upload-image/signed/", as.courier, { content_type: "image/jpeg", size: 20 });
    const signed = ticket.json();
    expect((await postSigned(signed, Buffer.from("MZ esto es un programa"), "image/jpeg")).status).toBe(204);
    const confirm = (key: string) => postJson(t, "/api/courier/chat/upload-image/confirm/", as.courier, { key });
    const refused = await confirm(signed.key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "file", message: "El archivo no es una imagen válida" }]);
    expect((await fetch(`${signed.url}/${signed.key}`)).status).toBe(404);
    const again = await confirm(signed.key);
    expect(again.json().errors).toEqual([{ field: "key", message: "El archivo no se encuentra; súbalo de nuevo" }]);
    expect((await confirm("../jwt-secret")).statusCode).toBe(400);
  });
});
