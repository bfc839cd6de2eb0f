import { mkdir } from "node:fs/promises";
import { posix } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { UPLOAD_MESSAGES } from "@despacho/domain";
import { AppError } from "../errors.js";
import { localDiskStorage } from "../storage/local-disk.js";
import type { S3Settings } from "../storage/s3.js";
import { servingHeaders } from "../storage/serving.js";
import { urlSigner } from "../storage/signed-url.js";
import { nameOf, PRIVATE_FOLDERS, type Storage } from "../storage/storage.js";

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The stored key a /uploads/ request names, normalised so that no `..` or `//` reaches another folder. */
function keyOf(request: FastifyRequest): string {
  const raw = (request.params as { "*"?: string })["*"] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return raw;
  }
  return posix.normalize(`/${decoded}`).replace(/^\/+/, "");
}

const isPrivate = (key: string) => (PRIVATE_FOLDERS as readonly string[]).includes(key.split("/")[0] ?? "");
const queryOf = (request: FastifyRequest) => new URLSearchParams(request.url.split("?")[1] ?? "");

/**
 * S3-compatible object storage when configured; otherwise local disk under `dir`, served at /uploads/ (decision
 * 021): a private folder's file only through an unexpired address signed with a key derived from `secret`; an image
 * in place, anything else as a download under a sandboxing CSP.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { dir: string; secret: string; s3?: S3Settings }) => {
    if (opts.s3) {
      // The S3 client is loaded only when configured: the API does not hold it (~31 MB) otherwise.
      const { s3Storage } = await import("../storage/s3.js");
      app.decorate("storage", s3Storage(opts.s3));
      return;
    }
    await mkdir(opts.dir, { recursive: true });
    const signer = urlSigner(opts.secret);
    await app.register(async (uploads) => {
      uploads.addHook("onRequest", async (request) => {
        const key = keyOf(request);
        if (isPrivate(key) && !signer.verify(key, queryOf(request))) throw new AppError("FORBIDDEN", UPLOAD_MESSAGES.linkExpired);
      });
      uploads.addHook("onSend", async (request, reply, payload) => {
        if (reply.statusCode >= 400) return payload;
        const key = keyOf(request);
        const name = isPrivate(key) ? (queryOf(request).get("name") ?? nameOf(key)) : nameOf(key);
        reply.headers(servingHeaders(key, name));
        return payload;
      });
      await uploads.register(fastifyStatic, { root: opts.dir, prefix: "/uploads/", decorateReply: false, index: false });
    });
    app.decorate("storage", localDiskStorage(opts.dir, signer));
  },
  { name: "storage" },
);
