import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseMapStyle } from "./map-style.js";
import { closedServerUrl, startFakeHttpServer } from "./test/fake-http-server.js";

// A local stand-in for the public style server: no internet needed, each path answers as a real one might.
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ base, close } = await startFakeHttpServer((req, res) => {
    if (req.url === "/styles/liberty") {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({ version: 8, sources: { openmaptiles: { type: "vector", url: "https://tiles.example/planet" } }, layers: [] }),
      );
    } else if (req.url === "/styles/html") {
      res.setHeader("content-type", "text/html");
      res.end("<html>portal cautivo</html>");
    } else if (req.url === "/styles/slow") {
      setTimeout(() => res.end("{}"), 5_000).unref();
    } else {
      res.statusCode = 404;
      res.end();
    }
  }));
});
afterAll(() => close());

describe("the map style chosen at start", () => {
  it("uses the public style when MAP_STYLE_URL is unset and it answers a MapLibre style", async () => {
    expect(await chooseMapStyle(undefined, { publicUrl: `${base}/styles/liberty` })).toEqual({
      url: `${base}/styles/liberty`,
      reason: "public-style-answered",
    });
  });

  it("falls back to the offline style when the public style does not answer within the timeout", async () => {
    const started = Date.now();
    const choice = await chooseMapStyle(undefined, { publicUrl: `${base}/styles/slow`, timeoutMs: 300 });
    expect(choice).toMatchObject({ url: undefined, reason: "public-style-unreachable" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("falls back to the offline style when nothing listens, the answer is an error or is not a style", async () => {
    const closedUrl = `${await closedServerUrl()}/styles/liberty`;
    expect(await chooseMapStyle(undefined, { publicUrl: closedUrl })).toMatchObject({ url: undefined, reason: "public-style-unreachable" });
    expect(await chooseMapStyle(undefined, { publicUrl: `${base}/styles/missing` })).toEqual({
      url: undefined,
      reason: "public-style-unreachable",
      detail: "HTTP 404",
    });
    expect(await chooseMapStyle(undefined, { publicUrl: `${base}/styles/html` })).toMatchObject({
      url: undefined,
      reason: "public-style-unreachable",
    });
  });

  it("never asks the public style when MAP_STYLE_URL names one or says offline", async () => {
    const unreachable = "http://127.0.0.1:9/never-asked";
    expect(await chooseMapStyle("https://tiles.mine.co/style.json", { publicUrl: unreachable })).toEqual({
      url: "https://tiles.mine.co/style.json",
      reason: "configured",
    });
    expect(await chooseMapStyle("offline", { publicUrl: `${base}/styles/liberty` })).toEqual({ url: undefined, reason: "turned-off" });
  });
});
