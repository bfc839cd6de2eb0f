import { describe, expect, it } from "vitest";
import { s3SettingsFrom } from "../config.js";

const FOUR = { S3_ENDPOINT: "https://s3.example.co", S3_BUCKET: "despacho", S3_ACCESS_KEY_ID: "AKIA", S3_SECRET_ACCESS_KEY: "secreto" };

describe("S3 settings from the environment", () => {
  it("uses object storage only when all four keys are set, signing for us-east-1 unless told", () => {
    expect(s3SettingsFrom(FOUR)).toEqual({
      endpoint: "https://s3.example.co",
      bucket: "despacho",
      accessKeyId: "AKIA",
      secretAccessKey: "secreto",
      region: "us-east-1",
      publicUrl: undefined,
    });
    expect(s3SettingsFrom({ ...FOUR, S3_REGION: "sa-east-1", S3_PUBLIC_URL: "https://cdn.example.co" })).toMatchObject({
      region: "sa-east-1",
      publicUrl: "https://cdn.example.co",
    });
    expect(s3SettingsFrom({ ...FOUR, S3_SECRET_ACCESS_KEY: "" })).toBeUndefined();
    expect(s3SettingsFrom({})).toBeUndefined();
  });
});
