import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serviceFiles, serviceHistory } from "../../db/schema/index.js";
import { startS3Server } from "../../test/s3-server.js";
import { createServicesTestApp, type ServicesTestApp, type Who } from "./test-support.js";

// issue 19: a PDF whose opening runs JavaScript, as one was accepted and then served inline from the app's origin.
const PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n3 0 obj\n<< /S /JavaScript /JS (app.alert\\('hola'\\)) >>\nendobj\n%%EOF\n",
  "latin1",
);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const SANDBOX = "sandbox; default-src 'none'";
const PDF_DOWNLOAD = `attachment; filename="Remisi_n.pdf"; filename*=UTF-8''Remisi%C3%B3n.pdf`;

const multipart = (data: Buffer, name: string) => {
  const boundary = "----despacho-files";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="archivo"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
};

async function attached(t: ServicesTestApp, data: Buffer, name: string, headquarterId = t.bogota) {
  const service = await t.create({}, "admin", headquarterId);
  const url = `/api/services/${service.uuid}/attach-file/`;
  const res = await t.call("admin", { method: "PATCH", url, ...multipart(data, name) }, headquarterId);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(serviceFiles).where(eq(serviceFiles.id, res.json().uuid));
  return { service: service.uuid, file: res.json() as { uuid: string }, key: row.storageKey, answer: res.json() };
}

const getUrl = (t: ServicesTestApp, who: Who, id: string, headquarterId = t.bogota) =>
  t.call(who, { method: "GET", url: `/api/attached-file/${id}/get-url/` }, headquarterId);

/** Only the clock moves: the database, sockets and timers keep real time. */
const freezeClock = () => {
  const start = Math.floor(Date.now() / 1000) * 1000;
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  return start;
};
afterEach(() => {
  vi.useRealTimers();
});

describe("attached files on local disk (decision 021)", () => {
  let t: ServicesTestApp;
  beforeAll(async () => {
    t = await createServicesTestApp();
  });
  afterAll(() => t?.close());

  it("keeps a PDF private: no address is listed and /uploads refuses it without a signature (403)", async () => {
    const { service, key, answer } = await attached(t, PDF, "Remisión.pdf");
    expect(Object.keys(answer).sort()).toEqual(["content_type", "created_at", "name", "size", "uuid"]);
    const list = await t.call("admin", { method: "GET", url: `/api/services/${service}/attach-file/` });
    expect(list.json().results[0]).not.toHaveProperty("url");
    const raw = await t.app.inject({ method: "GET", url: `/uploads/${key}` });
    expect([raw.statusCode, raw.json().detail]).toEqual([
      403,
      "El enlace del archivo venció o no es válido; ábralo de nuevo desde el servicio",
    ]);
    for (const climb of [`/uploads/chats/../${key}`, `/uploads//${key}`, `/uploads/${key.replace("/", "%2F")}`]) {
      expect((await t.app.inject({ method: "GET", url: climb })).statusCode, climb).not.toBe(200);
    }
  });

  it("get-url answers an address that downloads the PDF under its name, sandboxed, for 300 s and then 403", async () => {
    const { file } = await attached(t, PDF, "Remisión.pdf");
    const start = freezeClock();
    const res = await getUrl(t, "operador", file.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const { url, expires_at } = res.json();
    expect(expires_at).toBe(new Date(start + 300_000).toISOString());
    expect(url).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}\.pdf\?expires=\d+&name=Remisi%C3%B3n\.pdf&signature=[\w-]{43}$/);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PDF);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe(PDF_DOWNLOAD);
    expect(served.headers["content-security-policy"]).toBe(SANDBOX);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    const renamed = url.replace("name=Remisi%C3%B3n.pdf", "name=otro.html");
    expect((await t.app.inject({ method: "GET", url: renamed })).statusCode).toBe(403);
    vi.setSystemTime(start + 299_000);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    vi.setSystemTime(start + 300_000);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(403);
  });

  it("serves an attached image in place, with nosniff and without the download", async () => {
    const { file } = await attached(t, PNG, "foto.png");
    const served = await t.app.inject({ method: "GET", url: (await getUrl(t, "admin", file.uuid)).json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["content-disposition"]).toBeUndefined();
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).not.toBe(SANDBOX);
  });

  it("answers 404 for a file of another headquarter's service", async () => {
    const { file } = await attached(t, PDF, "Remisión.pdf", t.medellin);
    expect((await getUrl(t, "operador", file.uuid)).statusCode).toBe(404);
    expect((await getUrl(t, "admin", file.uuid, t.bogota)).statusCode).toBe(404);
    expect((await getUrl(t, "admin", file.uuid, t.medellin)).statusCode).toBe(200);
  });

  it("removes a file only with delete_attachedfile: 403 without it, 204 with it; the row and the stored file go, the history says so", async () => {
    const { service, file, key } = await attached(t, PDF, "Remisión.pdf");
    const remove = (who: Who) => t.call(who, { method: "DELETE", url: `/api/attached-file/${file.uuid}/` });
    expect((await remove("operador")).statusCode).toBe(403);
    expect(await t.app.storage.read(key)).toEqual(PDF);

    const res = await remove("admin");
    expect([res.statusCode, res.body]).toEqual([204, ""]);
    expect(await t.db.$count(serviceFiles, eq(serviceFiles.id, file.uuid))).toBe(0);
    expect(await t.app.storage.read(key)).toBeNull();
    const history = await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, service));
    expect(history.filter((h) => h.action === "remove_file").map((h) => h.data)).toEqual([{ name: "Remisión.pdf", size: PDF.length }]);
    expect((await remove("admin")).statusCode).toBe(404);
    expect((await getUrl(t, "admin", file.uuid)).statusCode).toBe(404);
  });
});

describe("attached files on S3-compatible storage (decision 021)", () => {
  let t: ServicesTestApp;
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    server = await startS3Server();
    t = await createServicesTestApp({ config: { s3: server.settings } });
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it("get-url answers an S3-signed address that downloads the PDF under its name until it expires", async () => {
    const { file, key } = await attached(t, PDF, "Remisión.pdf");
    const start = freezeClock();
    const { url, expires_at } = (await getUrl(t, "operador", file.uuid)).json();
    expect(expires_at).toBe(new Date(start + 300_000).toISOString());
    expect(url.startsWith(`${server.settings.endpoint}/despacho-test/${key}?`)).toBe(true);
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("300");
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toBe(PDF_DOWNLOAD);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
    vi.setSystemTime(start + 301_000);
    expect((await fetch(url)).status).toBe(403);
  });

  it("removes the object with the row", async () => {
    const { file, key } = await attached(t, PDF, "Remisión.pdf");
    expect((await t.call("admin", { method: "DELETE", url: `/api/attached-file/${file.uuid}/` })).statusCode).toBe(204);
    expect(await t.app.storage.read(key)).toBeNull();
  });
});
