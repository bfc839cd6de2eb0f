import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { newKey, type Storage } from "./storage.js";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Where the bucket's objects are read by browsers; defaults to endpoint/bucket (path style). */
  publicUrl?: string;
}

/** How long a signed direct upload stays valid. */
const PRESIGNED_POST_SECONDS = 300;

export type S3Storage = Required<Storage>;

export function s3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const { bucket } = settings;
  const publicUrl = (settings.publicUrl ?? `${settings.endpoint.replace(/\/$/, "")}/${bucket}`).replace(/\/$/, "");
  return {
    async put(folder, type, data) {
      const key = newKey(folder, type.extension);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: type.contentType }));
      return `${publicUrl}/${key}`;
    },
    urlOf: (key) => `${publicUrl}/${key}`,
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async presignedPost(folder, extension, contentType, maxBytes) {
      const key = newKey(folder, extension);
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ["content-length-range", 1, maxBytes],
          ["eq", "$Content-Type", contentType],
        ],
        Fields: { "Content-Type": contentType },
        Expires: PRESIGNED_POST_SECONDS,
      });
      return { url, fields, key, maxBytes };
    },
  };
}
