import { readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureTree } from "../../../scripts/fixture-tree.mjs";
import { isStale } from "../../../scripts/stale-build.mjs";
import { apiFolder } from "./api-folder.js";

describe("apiFolder", () => {
  it("is apps/api, where the API's package and its migrations are", () => {
    expect(JSON.parse(readFileSync(join(apiFolder, "package.json"), "utf8")).name).toBe("@despacho/api");
    expect(JSON.parse(readFileSync(join(apiFolder, "drizzle/meta/_journal.json"), "utf8")).entries.length).toBeGreaterThan(0);
  });
});

// npm start rebuilds the API's bundle (and the web apps) only when isStale says so.
describe("isStale", () => {
  const tree = fixtureTree("stale-build-");
  afterAll(tree.remove);
  tree.write({ "dist/main.js": "", "src/main.ts": "", "src/modules/deep/area.ts": "", "package.json": "{}" });
  const at = (path: string, seconds: number) => utimesSync(join(tree.root, path), seconds, seconds);
  const built = join(tree.root, "dist/main.js");
  const sources = [join(tree.root, "src"), join(tree.root, "package.json"), join(tree.root, "missing")];

  it("is stale without a build", () => {
    expect(isStale(join(tree.root, "dist/none.js"), sources)).toBe(true);
  });

  it("is fresh when the build is as new as its newest source, a missing source skipped", () => {
    at("src/main.ts", 1_000);
    at("src/modules/deep/area.ts", 1_000);
    at("package.json", 1_000);
    at("dist/main.js", 1_000);
    expect(isStale(built, sources)).toBe(false);
  });

  it("is stale when a file deep in a source folder is newer than the build", () => {
    at("src/modules/deep/area.ts", 1_001);
    expect(isStale(built, sources)).toBe(true);
  });

  it("is stale when a source file named alone is newer than the build", () => {
    at("src/modules/deep/area.ts", 1_000);
    at("package.json", 1_001);
    expect(isStale(built, sources)).toBe(true);
  });
});
