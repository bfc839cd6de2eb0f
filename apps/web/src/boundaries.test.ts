import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureTree } from "../../../scripts/fixture-tree.mjs";
import { findViolations } from "../../../scripts/check-web-boundaries.mjs";

const tree = fixtureTree("web-boundaries-");
const src = tree.root;
const write = tree.write;
afterAll(tree.remove);

write({
  "main.tsx": 'import { App } from "@app/app";',
  "app/router.tsx": 'import { DeskPage } from "@features/desk/components/desk-page";\nimport { Button } from "@shared/ui/button";',
  "shared/ui/button.tsx": 'import { theme } from "./theme";',
  "shared/ui/theme.ts": "export const theme = {};",
  "shared/api/bad.ts": 'import { routes } from "@app/router";\nimport { Desk } from "../../features/desk/desk";',
  "features/desk/desk.tsx": 'import { Chat } from "@features/chat/chat";',
  "features/desk/components/desk-page.tsx": 'import { desk } from "../desk";\nimport { Button } from "@shared/ui/button";',
  "features/desk/components/dialogs/deep/nested/far.tsx":
    'import { Chat } from "../../../../../chat/chat";\nimport { router } from "@app/router";\nconst lazy = import("@features/chat/chat");',
  "features/chat/chat.tsx": 'import { Button } from "../../shared/ui/button";',
});

describe("web layer rules (scripts/check-web-boundaries.mjs)", () => {
  it("reports each broken rule at any depth and nothing else", () => {
    const found = findViolations(src).sort((a, b) => `${a.file}${a.specifier}`.localeCompare(`${b.file}${b.specifier}`));
    expect(found).toEqual([
      { file: "features/chat/chat.tsx", specifier: "../../shared/ui/button", rule: "relativeAcrossLayers" },
      { file: "features/desk/components/dialogs/deep/nested/far.tsx", specifier: "../../../../../chat/chat", rule: "relativeAcrossLayers" },
      { file: "features/desk/components/dialogs/deep/nested/far.tsx", specifier: "../../../../../chat/chat", rule: "featureToFeature" },
      { file: "features/desk/components/dialogs/deep/nested/far.tsx", specifier: "@app/router", rule: "featureToApp" },
      { file: "features/desk/components/dialogs/deep/nested/far.tsx", specifier: "@features/chat/chat", rule: "featureToFeature" },
      { file: "features/desk/desk.tsx", specifier: "@features/chat/chat", rule: "featureToFeature" },
      { file: "shared/api/bad.ts", specifier: "../../features/desk/desk", rule: "relativeAcrossLayers" },
      { file: "shared/api/bad.ts", specifier: "../../features/desk/desk", rule: "sharedToUpper" },
      { file: "shared/api/bad.ts", specifier: "@app/router", rule: "sharedToUpper" },
    ]);
  });

  it("finds nothing in the real web sources", () => {
    expect(findViolations(join(import.meta.dirname))).toEqual([]);
  });
});
