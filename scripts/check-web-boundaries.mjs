// The web's layers, at any depth (STYLE.md, bulletproof-react): app → features → shared.
// A feature never imports another feature or the app shell; shared imports neither; an import that
// crosses layers names the layer by its alias (@app, @features/<area>, @shared), never by `../`.
// `npm run check` runs it; apps/web/src/boundaries.test.ts proves each rule fails.
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceImports } from "./source-imports.mjs";

export const RULES = {
  featureToFeature: "Features never import each other: move shared code to @shared.",
  featureToApp: "Features do not import the app shell (@app).",
  sharedToUpper: "@shared imports neither features nor the app.",
  relativeAcrossLayers: "An import across layers names the layer's alias (@app, @features/<area>, @shared), not '../'.",
};

const ALIASES = { "@app": "app", "@features": "features", "@shared": "shared" };

/** `app`, `shared`, `features/<area>`, `root` (main.tsx), or null outside src. */
function layerOf(src, absolute) {
  const parts = relative(src, absolute).split(sep);
  if (parts[0] === "..") return null;
  if (parts.length < 2) return "root";
  return parts[0] === "features" ? `features/${parts[1]}` : parts[0];
}

function targetOf(src, file, specifier) {
  if (specifier.startsWith(".")) return { path: resolve(dirname(file), specifier), relative: true };
  const [alias, ...rest] = specifier.split("/");
  if (alias in ALIASES) return { path: join(src, ALIASES[alias], ...rest), relative: false };
  return null;
}

/** Every import of `src` that breaks a layer rule, as `{ file, specifier, rule }` (file relative to src). */
export function findViolations(src) {
  const violations = [];
  for (const { file, specifier } of sourceImports(src)) {
    const from = layerOf(src, file);
    const target = targetOf(src, file, specifier);
    if (!target) continue;
    const to = layerOf(src, target.path);
    if (!to || to === from) continue;
    const report = (rule) => violations.push({ file: relative(src, file).split(sep).join("/"), specifier, rule });
    if (target.relative) report("relativeAcrossLayers");
    if (from === "shared") report("sharedToUpper");
    else if (from.startsWith("features/") && to === "app") report("featureToApp");
    else if (from.startsWith("features/") && to.startsWith("features/")) report("featureToFeature");
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), "../apps/web/src");
  const violations = findViolations(src);
  for (const { file, specifier, rule } of violations) console.error(`${file}: "${specifier}" — ${RULES[rule]}`);
  process.exit(violations.length ? 1 : 0);
}
