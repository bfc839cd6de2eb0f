import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";

export interface Storage {
  /** Stores the bytes under a folder and answers the public URL. */
  put(folder: string, extension: string, data: Buffer): Promise<string>;
}

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Local disk under dataDir/uploads, served at /uploads/. */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { dir: string }) => {
    await mkdir(opts.dir, { recursive: true });
    await app.register(fastifyStatic, { root: opts.dir, prefix: "/uploads/", decorateReply: false, index: false });
    app.decorate("storage", {
      async put(folder: string, extension: string, data: Buffer) {
        const name = `${randomUUID()}.${extension}`;
        await mkdir(join(opts.dir, folder), { recursive: true });
        await writeFile(join(opts.dir, folder, name), data);
        return `/uploads/${folder}/${name}`;
      },
    });
  },
  { name: "storage" },
);
