import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { dispositionOf, storedTypeOf } from "./serving.js";
import { nameOf, newKey, type Storage } from "./storage.js";

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
      // decision 021: what is not an image is downloaded; a bucket answers no CSP, so this is what it can enforce.
      const disposition = dispositionOf(type.contentType, nameOf(key)) ?? undefined;
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: type.contentType, ContentDisposition: disposition }),
      );
      return key;
    },
    urlOf: (key) => `${publicUrl}/${key}`,
    // Signed by the S3 endpoint itself (a CDN in S3_PUBLIC_URL could not check the signature); the bucket must not
    // let anyone read private folders without one (decision 021).
    signedUrl: (key, filename, expiresAt) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: dispositionOf(storedTypeOf(key), filename) ?? undefined,
        }),
        { expiresIn: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)) },
      ),
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
      const disposition = dispositionOf(contentType, nameOf(key));
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ["content-length-range", 1, maxBytes],
          ["eq", "$Content-Type", contentType],
          ...(disposition ? [["eq", "$Content-Disposition", disposition] as ["eq", string, string]] : []),
        ],
        Fields: { "Content-Type": contentType, ...(disposition ? { "Content-Disposition": disposition } : {}) },
        Expires: PRESIGNED_POST_SECONDS,
      });
      return { url, fields, key, maxBytes };
    },
  };
}
