import type { Rolldown } from "vite";

/** The modules `entry` imports statically, directly or through others (a barrel's every re-export included). */
function staticImports(context: Rolldown.ChunkingContext, entry: string): Set<string> {
  const found = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * One chunk for the code the back office's first page (`page`: /login, and the start of every other screen) imports
 * statically (issue 21). Left alone, Rolldown split it into some thirty chunks by which lazy screens share each module:
 * thirty requests, a third of them too small to be worth compressing, each compressed without its neighbours' words.
 * Rolldown's `$initial` tag names the statically imported modules the bundle keeps; those of the other page
 * (`otherPage`, the tracking page) stay out, and so does `page` itself (it brings the module preload polyfill both
 * pages share), so the tracking page never downloads the back office.
 */
export function firstPageChunk(page: string, otherPage: string): Rolldown.CodeSplittingGroup {
  let otherPageModules: Set<string> | undefined;
  return {
    debugName: "first-page",
    tags: ["$initial"],
    name: (id, context) => {
      otherPageModules ??= staticImports(context, otherPage);
      return id === page || otherPageModules.has(id) ? null : "first-page";
    },
  };
}
