import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureTree } from "../../scripts/fixture-tree.mjs";
import { findViolations } from "../../scripts/check-client-boundaries.mjs";

const tree = fixtureTree("client-boundaries-");
const src = tree.root;
const write = tree.write;
afterAll(tree.remove);

write({
  "index.ts": 'export * from "./api/api-client.js";',
  "api/api-client.ts":
    'import { ERROR_CODES } from "@despacho/domain";\nimport { io } from "socket.io-client";\nimport { getSession } from "../session/store.js";',
  "session/store.ts":
    'import { createRoot } from "react-dom/client";\nimport { flushSync } from "react-dom";\nimport { Button } from "@mui/material";',
  "socket/deep/far.ts":
    'import { App } from "@app/app";\nimport { web } from "@despacho/web";\nimport { toast } from "@shared/ui/toast-store";\nconst page = import("../../../../apps/web/src/main");',
});

describe("client package rules (scripts/check-client-boundaries.mjs)", () => {
  it("reports each broken rule at any depth and nothing else", () => {
    const found = findViolations(src).sort((a, b) => `${a.file}${a.specifier}`.localeCompare(`${b.file}${b.specifier}`));
    expect(found).toEqual([
      { file: "session/store.ts", specifier: "@mui/material", rule: "renderer" },
      { file: "session/store.ts", specifier: "react-dom", rule: "renderer" },
      { file: "session/store.ts", specifier: "react-dom/client", rule: "renderer" },
      { file: "socket/deep/far.ts", specifier: "../../../../apps/web/src/main", rule: "leavesPackage" },
      { file: "socket/deep/far.ts", specifier: "@app/app", rule: "webApp" },
      { file: "socket/deep/far.ts", specifier: "@despacho/web", rule: "webApp" },
      { file: "socket/deep/far.ts", specifier: "@shared/ui/toast-store", rule: "webApp" },
    ]);
  });

  it("finds nothing in the real client sources", () => {
    expect(findViolations(join(import.meta.dirname, "src"))).toEqual([]);
  });
});
