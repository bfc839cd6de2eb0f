import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { localDiskStorage } from "../storage/local-disk.js";
import { type S3Settings, s3Storage } from "../storage/s3.js";
import type { Storage } from "../storage/storage.js";

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** S3-compatible object storage when configured; otherwise local disk under `dir`, served at /uploads/. */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { dir: string; s3?: S3Settings }) => {
    if (opts.s3) {
      app.decorate("storage", s3Storage(opts.s3));
      return;
    }
    await mkdir(opts.dir, { recursive: true });
    await app.register(fastifyStatic, { root: opts.dir, prefix: "/uploads/", decorateReply: false, index: false });
    app.decorate("storage", localDiskStorage(opts.dir));
  },
  { name: "storage" },
);
