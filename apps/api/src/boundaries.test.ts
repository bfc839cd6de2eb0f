import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findViolations } from "../../../scripts/check-api-boundaries.mjs";

const src = mkdtempSync(join(tmpdir(), "api-boundaries-"));
afterAll(() => rmSync(src, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
}

write({
  "app.ts": 'import { moduleRoutes } from "./modules/index.js";\nimport { quote } from "./modules/services/commands/quote.js";',
  "modules/index.ts": 'import { serviceRoutes } from "./services/index.js";\nimport { tagRoutes } from "./tags/index.js";',
  "modules/services/index.ts": 'export { serviceRoutes } from "./routes.js";\nexport { quote } from "./commands/quote.js";',
  "modules/services/routes.ts": 'import { quote } from "./commands/quote.js";\nimport { tagsOf } from "../tags/queries/tags.js";',
  "modules/services/commands/quote.ts":
    'import { tagRoutes } from "../../tags/index.js";\nimport type { Tag } from "../../tags/presenter.js";',
  "modules/services/services.test.ts": 'import { quote } from "./commands/quote.js";\nimport { tagsOf } from "../tags/queries/tags.js";',
  "modules/tags/routes.ts": 'import { quote } from "../services/index.js";\nconst lazy = import("../services/routes.js");',
  "modules/tags/queries/tags.ts": "export const tagsOf = () => [];",
  "modules/tags/presenter.ts": "export interface Tag {}",
  "modules/customers/routes.ts": "export const customerRoutes = () => undefined;",
  "seed/demo.ts": 'import { quote } from "../modules/services/index.js";\nimport { tagsOf } from "../modules/tags/queries/tags.js";',
});

describe("API module boundaries (scripts/check-api-boundaries.mjs)", () => {
  it("reports every import that skips a module's index.ts, from anywhere, and every module without one", () => {
    const found = findViolations(src).sort((a, b) => `${a.file}${a.specifier}`.localeCompare(`${b.file}${b.specifier}`));
    expect(found).toEqual([
      { file: "app.ts", specifier: "./modules/services/commands/quote.js", rule: "throughIndex" },
      { file: "modules/customers", specifier: "", rule: "missingIndex" },
      { file: "modules/services/commands/quote.ts", specifier: "../../tags/presenter.js", rule: "throughIndex" },
      { file: "modules/services/routes.ts", specifier: "../tags/queries/tags.js", rule: "throughIndex" },
      { file: "modules/services/services.test.ts", specifier: "../tags/queries/tags.js", rule: "throughIndex" },
      { file: "modules/tags", specifier: "", rule: "missingIndex" },
      { file: "modules/tags/routes.ts", specifier: "../services/routes.js", rule: "throughIndex" },
      { file: "seed/demo.ts", specifier: "../modules/tags/queries/tags.js", rule: "throughIndex" },
    ]);
  });
});
