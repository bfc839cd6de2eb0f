// CPU time read from Linux /proc: what an operation costs the machine's cores, whatever the time it waited for one
// on a loaded machine. With the cores' count it gives the most a 2-core machine can do, the floor a goal is held to.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import type { Db } from "../apps/api/src/db/types.js";

const CLOCK_TICKS = 100;
const PAGE_BYTES = 4096;
type Rows<T> = { rows: T[] };

/** CPU seconds used so far (user and system) and resident bytes of a process. */
export function usageOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const rss = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES;
  return { cpu, rss };
}

const cpuOrNothing = (pid: number) => {
  try {
    return usageOf(pid).cpu;
  } catch {
    return null;
  }
};

/** The CPU seconds of this process and of the database's server processes (its connections' backends) between start and stop. */
export interface CpuSpent {
  process: number;
  database: number;
}

/**
 * Starts metering this process and the PostgreSQL backends serving `db`'s database (a backend that ends before the
 * stop is left out, so the database's figure can only be short of what it spent).
 */
export async function meterCpu(db: Db): Promise<() => CpuSpent> {
  const { rows } = (await db.execute(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
  )) as unknown as Rows<{ pid: number }>;
  const backends = rows.map(({ pid }) => ({ pid, from: cpuOrNothing(pid) }));
  const own = process.cpuUsage();
  return () => {
    const spent = process.cpuUsage(own);
    let database = 0;
    for (const { pid, from } of backends) {
      const to = cpuOrNothing(pid);
      if (from !== null && to !== null) database += to - from;
    }
    return { process: (spent.user + spent.system) / 1e6, database };
  };
}

/** Milliseconds of CPU an operation, and how many a second the machine's cores could do at that cost. */
export function cpuFloor(cpuSeconds: number, operations: number) {
  const msEach = (1000 * cpuSeconds) / Math.max(operations, 1);
  return { msEach, ceilingPerSecond: (availableParallelism() * 1000) / msEach };
}
