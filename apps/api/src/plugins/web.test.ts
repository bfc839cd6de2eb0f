import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";

const INDEX =
  '<!doctype html><html lang="es-CO"><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify("despacho ".repeat(400))});`;

/** A build as Vite and the precompress plugin leave it: each text file with its .br and .gz twins. */
async function fakeBuild(index = INDEX, extra: [string, string][] = []): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), "despacho-web-test-"));
  await mkdir(join(dist, "assets"));
  for (const [name, content] of [["index.html", index], ["assets/index-AbC123.js", SCRIPT], ...extra]) {
    await writeFile(join(dist, name), content);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(dist, `${name}.gz`), gzipSync(content));
  }
  return dist;
}

let t: TestApp;
let dist: string;
let courierDist: string;
const COURIER_INDEX =
  '<!doctype html><html lang="es-CO"><body><div id="root"></div><script type="module" src="/courier/assets/index-Cou123.js"></script></body></html>';
beforeAll(async () => {
  dist = await fakeBuild();
  courierDist = await fakeBuild(COURIER_INDEX, [["sw.js", "self.addEventListener('fetch', () => {});"]]);
  t = await createTestApp({ config: { webDist: dist, courierDist } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
  await rm(courierDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("hashed assets", () => {
  it("are cached for a year, immutable", async () => {
    const res = await get("/assets/index-AbC123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("accept-encoding");
    expect(res.body).toBe(SCRIPT);
  });

  it("are sent as their brotli twin when the browser accepts br, else gzip, else as they are", async () => {
    const br = await get("/assets/index-AbC123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get("/assets/index-AbC123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/index-AbC123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("that do not exist answer 404, not the page", async () => {
    const res = await get("/assets/index-0ld.js");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "NOT_FOUND", detail: "No encontrado." });
  });
});

describe("index.html", () => {
  it("is revalidated on every visit, at / and as the fallback of a page's address", async () => {
    for (const url of ["/", "/login", "/desktop?status=pending"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("carries the content security policy that forbids inline scripts", async () => {
    const res = await get("/login");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
  });
});

describe("the courier app (issue 24)", () => {
  it("answers its own index.html at /courier/ and for any of its pages", async () => {
    for (const url of ["/courier/", "/courier", "/courier/servicios/4b1c", "/courier/chat?x=1"]) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, COURIER_INDEX]);
    }
  });

  it("serves its hashed assets for a year and its service worker revalidated, and a missing asset is a 404", async () => {
    const asset = await get("/courier/assets/index-AbC123.js");
    expect([asset.statusCode, asset.headers["cache-control"]]).toEqual([200, "public, max-age=31536000, immutable"]);
    const worker = await get("/courier/sw.js");
    expect([worker.statusCode, worker.headers["cache-control"]]).toEqual([200, "no-cache"]);
    expect((await get("/courier/assets/nada.js")).statusCode).toBe(404);
  });

  it("leaves the back office's pages to the back office", async () => {
    expect((await get("/desktop")).body).toBe(INDEX);
  });
});
