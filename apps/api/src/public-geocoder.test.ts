import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseGeocoder } from "./public-geocoder.js";
import { closedServerUrl, startFakeHttpServer } from "./test/fake-http-server.js";

// Local stand-ins for the public Photon: no internet needed, each one answers as a real server might.
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ base, close } = await startFakeHttpServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url?.startsWith("/photon/api?q=Bogot%C3%A1")) {
      res.end(JSON.stringify({ type: "FeatureCollection", features: [{ type: "Feature", properties: { name: "Bogotá" } }] }));
    } else if (req.url?.startsWith("/portal/api")) {
      res.setHeader("content-type", "text/html");
      res.end("<html>portal cautivo</html>");
    } else if (req.url?.startsWith("/other/api")) {
      res.end(JSON.stringify([{ display_name: "Bogotá" }]));
    } else if (req.url?.startsWith("/slow/api")) {
      setTimeout(() => res.end("{}"), 5_000).unref();
    } else {
      res.statusCode = 404;
      res.end();
    }
  }));
});
afterAll(() => close());

describe("the address search's geocoder chosen at start", () => {
  it("uses the public Photon when GEOCODER_URL is unset and it answers a search", async () => {
    expect(await chooseGeocoder({}, { publicUrl: `${base}/photon` })).toEqual({
      url: `${base}/photon`,
      kind: "photon",
      reason: "public-geocoder-answered",
    });
  });

  it("falls back to the bundled places when the public one is slow, missing, or answers something else", async () => {
    expect(await chooseGeocoder({}, { publicUrl: `${base}/slow`, timeoutMs: 300 })).toMatchObject({
      url: undefined,
      reason: "public-geocoder-unreachable",
    });
    expect(await chooseGeocoder({}, { publicUrl: await closedServerUrl() })).toMatchObject({
      url: undefined,
      reason: "public-geocoder-unreachable",
    });
    expect(await chooseGeocoder({}, { publicUrl: `${base}/missing` })).toEqual({
      url: undefined,
      kind: "nominatim",
      reason: "public-geocoder-unreachable",
      detail: "HTTP 404",
    });
    expect(await chooseGeocoder({}, { publicUrl: `${base}/portal` })).toMatchObject({
      url: undefined,
      reason: "public-geocoder-unreachable",
    });
    expect(await chooseGeocoder({}, { publicUrl: `${base}/other` })).toEqual({
      url: undefined,
      kind: "nominatim",
      reason: "public-geocoder-unreachable",
      detail: "not a Photon answer",
    });
  });

  it("never asks the public one when GEOCODER_URL names a server or says bundled", async () => {
    const unreachable = "http://127.0.0.1:9";
    expect(await chooseGeocoder({ GEOCODER_URL: "https://geo.mine.co", GEOCODER_KIND: "photon" }, { publicUrl: unreachable })).toEqual({
      url: "https://geo.mine.co",
      kind: "photon",
      reason: "configured",
    });
    expect(await chooseGeocoder({ GEOCODER_URL: "https://nominatim.mine.co" }, { publicUrl: unreachable })).toEqual({
      url: "https://nominatim.mine.co",
      kind: "nominatim",
      reason: "configured",
    });
    expect(await chooseGeocoder({ GEOCODER_URL: "bundled" }, { publicUrl: `${base}/photon` })).toEqual({
      url: undefined,
      kind: "nominatim",
      reason: "turned-off",
    });
  });
});
