import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server } from "../test/s3-server.js";
import { localDiskStorage } from "./local-disk.js";
import { urlSigner } from "./signed-url.js";
import { type S3Storage, s3Storage } from "./s3.js";
import type { Storage } from "./storage.js";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PNG_TYPE = { extension: "png", contentType: "image/png" };
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");
const PDF_TYPE = { extension: "pdf", contentType: "application/pdf" };

describe("local disk storage", () => {
  let dir: string;
  let storage: Storage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "despacho-disk-"));
    storage = localDiskStorage(dir, urlSigner("secreto-de-prueba"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stores a file under its folder, served at /uploads/folder/, and gives the same bytes back", async () => {
    const key = await storage.put("chat", PNG_TYPE, PNG);
    expect(key).toMatch(/^chat\/[0-9a-f-]{36}\.png$/);
    expect(storage.urlOf(key)).toBe(`/uploads/${key}`);
    expect(await storage.read(key)).toEqual(PNG);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
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

  it("puts a file, answers its key; the server gives the same bytes back at its public URL, shown in place", async () => {
    const key = await storage.put("chat", PNG_TYPE, PNG);
    expect(storage.urlOf(key)).toMatch(new RegExp(`^${server.settings.endpoint}/despacho-test/chat/[0-9a-f-]{36}\\.png$`));
    expect(await storage.read(key)).toEqual(PNG);
    const answer = await fetch(storage.urlOf(key));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(answer.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PNG);
  });

  it("stores what is not an image as a download (decision 021)", async () => {
    const key = await storage.put("services", PDF_TYPE, PDF);
    const name = key.split("/")[1];
    const answer = await fetch(storage.urlOf(key));
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
  });

  it("signs a GET that downloads the file under its name until it expires", async () => {
    const key = await storage.put("services", PDF_TYPE, PDF);
    const url = await storage.signedUrl(key, "Remisión 1.pdf", new Date(Date.now() + 60_000));
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="Remisi_n 1.pdf"; filename*=UTF-8''Remisi%C3%B3n%201.pdf`);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PDF);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      expect((await fetch(url)).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it("removes a file; reading it then answers null", async () => {
    const key = await storage.put("chat", PNG_TYPE, PNG);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
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

  it("signs a direct POST of what is not an image with the download disposition as a condition", async () => {
    const signed = await storage.presignedPost("chats", "ogg", "audio/ogg", 2_621_440);
    const name = signed.key.split("/")[1];
    const disposition = `attachment; filename="${name}"; filename*=UTF-8''${name}`;
    expect(signed.fields["Content-Disposition"]).toBe(disposition);
    const policy = JSON.parse(Buffer.from(signed.fields.Policy, "base64").toString("utf8"));
    expect(policy.conditions).toContainEqual(["eq", "$Content-Disposition", disposition]);
    const form = new FormData();
    for (const [field, value] of Object.entries(signed.fields)) form.append(field, value);
    form.append("file", new Blob([Buffer.from("OggS")], { type: "audio/ogg" }), "nota.ogg");
    expect((await fetch(signed.url, { method: "POST", body: form })).status).toBe(204);
    expect((await fetch(storage.urlOf(signed.key))).headers.get("content-disposition")).toBe(disposition);
  });
});
