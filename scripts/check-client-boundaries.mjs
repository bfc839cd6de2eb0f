// packages/client is what every Despacho client app shares (the back office, the courier app): it renders
// nothing and knows no app. It imports no DOM renderer or MUI, nothing of the web app, and nothing
// outside itself by '../'. `npm run check` runs it; packages/client/src/boundaries.test.ts proves each rule fails.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const RULES = {
  renderer: "@despacho/client renders nothing: no react-dom, no @mui/*.",
  webApp: "@despacho/client never imports the web app (@despacho/web, @app, @features, @shared).",
  leavesPackage: "@despacho/client imports other code by its package name, never by '../' out of packages/client.",
};

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const RENDERER = /^(react-dom|@mui)(\/|$)/;
const WEB_APP = /^(@despacho\/web|@app|@features|@shared)(\/|$)/;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

/** Every import of `src` that breaks a rule, as `{ file, specifier, rule }` (file relative to src). */
export function findViolations(src) {
  const violations = [];
  for (const file of sourceFiles(src)) {
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const report = (rule) => violations.push({ file: relative(src, file).split(sep).join("/"), specifier, rule });
      if (RENDERER.test(specifier)) report("renderer");
      else if (WEB_APP.test(specifier)) report("webApp");
      else if (specifier.startsWith(".") && relative(src, resolve(dirname(file), specifier)).startsWith("..")) report("leavesPackage");
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), "../packages/client/src");
  const violations = findViolations(src);
  for (const { file, specifier, rule } of violations) console.error(`${file}: "${specifier}" — ${RULES[rule]}`);
  process.exit(violations.length ? 1 : 0);
}
