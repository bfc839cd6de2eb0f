// packages/client is what every Despacho client app shares (the back office, the courier app): it renders
// nothing and knows no app. It imports no DOM renderer or MUI, nothing of the web app, and nothing
// outside itself by '../'. `npm run check` runs it; packages/client/boundaries.test.ts proves each rule fails.
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceImports } from "./source-imports.mjs";

export const RULES = {
  renderer: "@despacho/client renders nothing: no react-dom, no @mui/*.",
  webApp: "@despacho/client never imports the web app (@despacho/web, @app, @features, @shared).",
  leavesPackage: "@despacho/client imports other code by its package name, never by '../' out of packages/client.",
};

const RENDERER = /^(react-dom|@mui)(\/|$)/;
const WEB_APP = /^(@despacho\/web|@app|@features|@shared)(\/|$)/;

/** Every import of `src` that breaks a rule, as `{ file, specifier, rule }` (file relative to src). */
export function findViolations(src) {
  const violations = [];
  for (const { file, specifier } of sourceImports(src)) {
    const report = (rule) => violations.push({ file: relative(src, file).split(sep).join("/"), specifier, rule });
    if (RENDERER.test(specifier)) report("renderer");
    else if (WEB_APP.test(specifier)) report("webApp");
    else if (specifier.startsWith(".") && relative(src, resolve(dirname(file), specifier)).startsWith("..")) report("leavesPackage");
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), "../packages/client/src");
  const violations = findViolations(src);
  for (const { file, specifier, rule } of violations) console.error(`${file}: "${specifier}" — ${RULES[rule]}`);
  process.exit(violations.length ? 1 : 0);
}
