// The API's module boundaries (ARCHITECTURE, docs/adding-an-area.md): each folder of apps/api/src/modules is a
// module whose index.ts says what others may use. Code outside a module — another module, a plugin, the seed, the
// harness — imports it only through that index.ts; inside, its files import each other freely. Test files may reach
// inside the module they sit in only. `npm run check` runs it; apps/api/src/boundaries.test.ts proves each rule fails.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const RULES = {
  throughIndex: "Another module is used only through its index.ts (export what others need there).",
  missingIndex: "Every module has an index.ts, even an empty one, saying what others may use.",
};

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The module a path belongs to (`services` for modules/services/commands/create.ts), or null outside modules/. */
function moduleOf(src, absolute) {
  const parts = relative(src, absolute).split(sep);
  return parts[0] === "modules" && parts.length > 2 ? parts[1] : null;
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield path;
  }
}

/** Every import of `src` (apps/api/src) that breaks a boundary, as `{ file, specifier, rule }` (file relative to src). */
export function findViolations(src) {
  const violations = [];
  const modules = join(src, "modules");
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const hasIndex = readdirSync(join(modules, entry.name)).includes("index.ts");
    if (!hasIndex) violations.push({ file: `modules/${entry.name}`, specifier: "", rule: "missingIndex" });
  }
  for (const file of sourceFiles(src)) {
    const from = moduleOf(src, file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier);
      const to = moduleOf(src, target);
      if (!to || to === from) continue;
      const entry = relative(join(modules, to), target).split(sep).join("/");
      if (entry === "index.js" || entry === "index.ts" || entry === "index") continue;
      violations.push({ file: relative(src, file).split(sep).join("/"), specifier, rule: "throughIndex" });
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), "../apps/api/src");
  const violations = findViolations(src);
  for (const { file, specifier, rule } of violations) console.error(`${file}${specifier ? `: "${specifier}"` : ""} — ${RULES[rule]}`);
  process.exit(violations.length ? 1 : 0);
}
