import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../test/s3-server.js";
import { localDiskStorage } from "./local-disk.js";
import { type S3Storage, s3Storage } from "./s3.js";
import type { Storage } from "./storage.js";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PNG_TYPE = { extension: "png", contentType: "image/png" };
const keyOf = (url: string) => url.split("/").slice(-2).join("/");

describe("local disk storage", () => {
  let dir: string;
  let storage: Storage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "despacho-disk-"));
    storage = localDiskStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stores a file under /uploads/folder/ and gives the same bytes back", async () => {
    const url = await storage.put("chat", PNG_TYPE, PNG);
    expect(url).toMatch(/^\/uploads\/chat\/[0-9a-f-]{36}\.png$/);
    expect(await storage.read(keyOf(url))).toEqual(PNG);
    await storage.remove(keyOf(url));
    expect(await storage.read(keyOf(url))).toBeNull();
  });

  it("refuses a key that climbs out of its folder", async () => {
    await expect(storage.read("../etc/passwd")).rejects.toThrow("Clave fuera del almacenamiento: ../etc/passwd");
  });
});

describe("S3 storage against a real S3-compatible server", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let storage: S3Storage;
  beforeAll(async () => {
    server = await startS3Server();
    storage = s3Storage(server.settings);
  });
  afterAll(() => server.stop());

  it("puts a file, answers its public URL and the server gives the same bytes back", async () => {
    const url = await storage.put("chat", PNG_TYPE, PNG);
    expect(url).toMatch(new RegExp(`^${server.settings.endpoint}/despacho-test/chat/[0-9a-f-]{36}\\.png$`));
    expect(await storage.read(keyOf(url))).toEqual(PNG);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PNG);
  });

  it("removes a file; reading it then answers null", async () => {
    const url = await storage.put("chat", PNG_TYPE, PNG);
    await storage.remove(keyOf(url));
    expect(await storage.read(keyOf(url))).toBeNull();
  });

  it("signs a direct POST whose policy limits size and content type, and the server accepts the file", async () => {
    const signed = await storage.presignedPost("chat", "png", "image/png", 2_621_440);
    expect(signed.key).toMatch(/^chat\/[0-9a-f-]{36}\.png$/);
    expect(signed.fields["Content-Type"]).toBe("image/png");
    const policy = JSON.parse(Buffer.from(signed.fields.Policy, "base64").toString("utf8"));
    expect(policy.conditions).toContainEqual(["content-length-range", 1, 2_621_440]);
    expect(policy.conditions).toContainEqual(["eq", "$Content-Type", "image/png"]);

    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append("file", new Blob([PNG], { type: "image/png" }), "foto.png");
    const answer = await fetch(signed.url, { method: "POST", body: form });
    expect(answer.status).toBe(204);
    expect(await storage.read(signed.key)).toEqual(PNG);
  });
});
