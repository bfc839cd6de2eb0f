import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.js";

// The embedded default: a PostgreSQL server of DATA_DIR, started by openDatabase and stopped by close.
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "despacho-embedded-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const names = async (database: Database) =>
  ((await database.db.execute(sql`select name from companies order by name`)) as unknown as { rows: { name: string }[] }).rows.map(
    (r) => r.name,
  );
const postmasterPid = async () => Number((await readFile(join(dataDir, "postgres/postmaster.pid"), "utf8")).split("\n")[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the embedded database of DATA_DIR", () => {
  it("keeps what was written after a close and a new start, its server gone in between", async () => {
    const first = await openDatabase({ dir: dataDir });
    expect(first.kind).toBe("embedded");
    await first.migrate();
    await first.db.execute(sql`insert into companies (name) values ('Antes de cerrar')`);
    const pid = await postmasterPid();
    await first.close();
    expect(alive(pid)).toBe(false);

    const second = await openDatabase({ dir: dataDir });
    expect(await names(second)).toEqual(["Antes de cerrar"]);
    await second.close();
  });

  it("comes back with every committed row after its server was killed with SIGKILL", async () => {
    const first = await openDatabase({ dir: dataDir });
    await first.db.execute(sql`insert into companies (name) values ('Antes del kill')`);
    const pid = await postmasterPid();
    process.kill(pid, "SIGKILL");
    while (alive(pid)) await new Promise((r) => setTimeout(r, 50));
    await first.close().catch(() => undefined);

    const second = await openDatabase({ dir: dataDir });
    expect(await names(second)).toEqual(["Antes de cerrar", "Antes del kill"]);
    await second.close();
  });

  it("stops a server left running by a process that never closed it, and starts its own", async () => {
    const leftover = await openDatabase({ dir: dataDir });
    const leftoverPid = await postmasterPid();

    const next = await openDatabase({ dir: dataDir });
    expect(alive(leftoverPid)).toBe(false);
    expect(await postmasterPid()).not.toBe(leftoverPid);
    expect(await names(next)).toEqual(["Antes de cerrar", "Antes del kill"]);
    await next.close();
    await leftover.close().catch(() => undefined);
  });

  it("refuses a folder whose data is still PGlite's, saying in Spanish and English how to start over", async () => {
    const old = await mkdtemp(join(tmpdir(), "despacho-old-"));
    await mkdir(join(old, "pglite"));
    const opening = openDatabase({ dir: old });
    await expect(opening).rejects.toThrow(`mueva esa carpeta (mv "${join(old, "pglite")}" "${join(old, "pglite")}.old")`);
    await expect(opening).rejects.toThrow(`move that folder away (mv "${join(old, "pglite")}" "${join(old, "pglite")}.old")`);
    await rm(old, { recursive: true, force: true });
  });
});
