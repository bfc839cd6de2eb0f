import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Rules the domain holds once (packages/domain constants): a copy written as a literal in the web is caught here.
const SRC = join(import.meta.dirname);
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((path) => /\.tsx?$/.test(path) && !path.endsWith(".test.ts") && !path.endsWith(".test.tsx"))
  .map((path) => ({ path, text: readFileSync(join(SRC, path), "utf8") }));
const offending = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ path }) => path);

describe("rules written once in the web", () => {
  it("asks for the largest page by LIST_LIMIT_MAX, never by a number", () => {
    expect(offending(/\blimit:\s*\d+/)).toEqual([]);
    expect(offending(/[?&]limit=\d/)).toEqual([]);
  });

  it("pages its tables by the domain's PAGE_SIZE catalogue (spec §9), never by a size of its own", () => {
    expect(offending(/\b[A-Z_]*(PAGE|LIMIT)[A-Z_]*\s*=\s*\d/)).toEqual([]);
    expect(offending(/\b(pageSize|rowsPerPage)(=\{|:\s*)\d/)).toEqual([]);
  });

  it("checks an upload's size by the domain's one check and limits (spec §5), never by its own comparison", () => {
    expect(offending(/fileTooLarge\(|FILE_SIZE_DEFAULT_BYTES|\.size\s*>\s*\w*(BYTES|[mM]axSize|maxBytes)/)).toEqual([]);
  });

  it("debounces by the domain's named delays, never by a number", () => {
    expect(offending(/useDebouncedValue\(.*,\s*\d+\s*\)/)).toEqual([]);
  });
});
