// What the boundary checks read: every TypeScript source under a folder and each module specifier it imports.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

/** `{ file, specifier }` for each import (static, dynamic or bare) of each .ts/.tsx file under `folder`. */
export function* sourceImports(folder) {
  for (const file of sourceFiles(folder)) {
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) yield { file, specifier };
  }
}
