// A throwaway source tree for the boundary checks' tests: each test writes the files its rules must judge.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A new folder under the system's temporary one; `write` adds files to it, `remove` deletes it. */
export function fixtureTree(prefix) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  return {
    root,
    write(files) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
