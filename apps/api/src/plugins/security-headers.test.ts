import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";

const DEFAULT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; media-src 'self' blob:; font-src 'self' data:; " +
  "connect-src 'self'; worker-src 'self' blob:; frame-src 'self' https:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it("sends the secure headers, the content security policy included, on answers and on refusals", async () => {
  for (const url of ["/api/health", "/api/services/", "/api/no-existe/"]) {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.headers, url).toMatchObject({
      "content-security-policy": DEFAULT_POLICY,
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
  }
});

it("lets the map read its style and tiles from the origin of MAP_STYLE_URL", async () => {
  const other = await createTestApp({ config: { mapStyleUrl: "https://tiles.example.com:8443/styles/bogota.json" } });
  try {
    const res = await other.app.inject({ method: "GET", url: "/api/health" });
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain("connect-src 'self' https://tiles.example.com:8443;");
    expect(policy).toContain("img-src 'self' data: blob: https: https://tiles.example.com:8443;");
  } finally {
    await other.close();
  }
});

it("lets the browser post chat files to object storage and show them from it when S3 is configured", async () => {
  const s3 = { endpoint: "http://127.0.0.1:9100", bucket: "chat", accessKeyId: "k", secretAccessKey: "s", region: "us-east-1" };
  const other = await createTestApp({ config: { s3 } });
  try {
    const res = await other.app.inject({ method: "GET", url: "/api/health" });
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain("img-src 'self' data: blob: https: http://127.0.0.1:9100;");
    expect(policy).toContain("media-src 'self' blob: http://127.0.0.1:9100;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9100;");
  } finally {
    await other.close();
  }
});
