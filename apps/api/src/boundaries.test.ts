import { afterAll, describe, expect, it } from "vitest";
import { fixtureTree } from "../../../scripts/fixture-tree.mjs";
import { findViolations } from "../../../scripts/check-api-boundaries.mjs";

// The fixtures name their imports through ${…}, so the check of this very repository does not read them as imports.
const tree = fixtureTree("api-boundaries-");
const src = tree.root;
const write = tree.write;
afterAll(tree.remove);

write({
  "app.ts": [
    `import { moduleRoutes } from "${"./modules/index.js"}";`,
    `import { quote } from "${"./modules/services/commands/quote.js"}";`,
  ].join("\n"),
  "modules/index.ts": [
    `import { serviceRoutes } from "${"./services/index.js"}";`,
    `import { tagRoutes } from "${"./tags/index.js"}";`,
  ].join("\n"),
  "modules/services/index.ts": ['export { serviceRoutes } from "./routes.js";', 'export { quote } from "./commands/quote.js";'].join("\n"),
  "modules/services/routes.ts": [
    `import { quote } from "${"./commands/quote.js"}";`,
    `import { tagsOf } from "${"../tags/queries/tags.js"}";`,
  ].join("\n"),
  "modules/services/commands/quote.ts": [
    `import { tagRoutes } from "${"../../tags/index.js"}";`,
    `import type { Tag } from "${"../../tags/presenter.js"}";`,
  ].join("\n"),
  "modules/services/services.test.ts": [
    `import { quote } from "${"./commands/quote.js"}";`,
    `import { tagsOf } from "${"../tags/queries/tags.js"}";`,
  ].join("\n"),
  "modules/tags/routes.ts": [
    `import { quote } from "${"../services/index.js"}";`,
    `const lazy = import("${"../services/routes.js"}");`,
  ].join("\n"),
  "modules/tags/queries/tags.ts": "export const tagsOf = () => [];",
  "modules/tags/presenter.ts": "export interface Tag {}",
  "modules/customers/routes.ts": "export const customerRoutes = () => undefined;",
  "seed/demo.ts": [
    `import { quote } from "${"../modules/services/index.js"}";`,
    `import { tagsOf } from "${"../modules/tags/queries/tags.js"}";`,
  ].join("\n"),
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
