import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3.js";

/** A real S3-compatible server (s3rver, from npm) on a random local port, with one empty bucket. */
export async function startS3Server(): Promise<{ settings: S3Settings; stop: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), "despacho-s3-"));
  const bucket = "despacho-test";
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
