// CPU time read from Linux /proc: what an operation costs the machine's cores, whatever the time it waited for one
// on a loaded machine. With the cores' count it gives the most a 2-core machine can do, the floor a goal is held to.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import type { Db } from "../apps/api/src/db/types.js";

const CLOCK_TICKS = 100;
const PAGE_BYTES = 4096;
type Rows<T> = { rows: T[] };

/** CPU seconds (user and system) of a /proc stat file: a process's or one of its threads'. */
function usageOfStat(path: string) {
  const fields = readFileSync(path, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU seconds used so far (user and system) and resident bytes of a process. */
export function usageOf(pid: number) {
  const cpu = usageOfStat(`/proc/${pid}/stat`);
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

/** CPU seconds this process's main thread (its event loop: the app, when it runs here) has used so far. */
export const mainThreadCpu = () => usageOfStat(`/proc/self/task/${process.pid}/stat`);

const backendsOf = async (db: Db) => {
  const { rows } = (await db.execute(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
  )) as unknown as Rows<{ pid: number }>;
  return rows.map(({ pid }) => pid);
};

/**
 * Starts metering the PostgreSQL backends serving `db`'s database; the stop answers their CPU seconds since: those
 * running at the start from then, and every one started since (a pool opens connections as the load needs them)
 * whole. A backend that ends before the stop is left out, so the figure can only be short of what the database spent.
 */
export async function meterDatabase(db: Db): Promise<() => Promise<number>> {
  const from = new Map((await backendsOf(db)).map((pid) => [pid, cpuOrNothing(pid)]));
  return async () => {
    let spent = 0;
    for (const pid of await backendsOf(db)) {
      const [start, to] = [from.has(pid) ? from.get(pid) : 0, cpuOrNothing(pid)];
      if (start !== null && start !== undefined && to !== null) spent += to - start;
    }
    return spent;
  };
}

/**
 * "CPU a request (or `unit`): API x ms + database y ms (at most n/s on 2 cores)" for a run of `operations` that cost `cpu`: the
 * most the machine's cores could do at that cost with nothing else on them.
 */
export function cpuNote(cpu: { api: number; database: number }, operations: number, unit = "request") {
  const ms = (seconds: number) => ((1000 * seconds) / Math.max(operations, 1)).toFixed(2);
  const { ceilingPerSecond } = cpuFloor(cpu.api + cpu.database, operations);
  return `CPU a ${unit}: API ${ms(cpu.api)} ms + database ${ms(cpu.database)} ms (at most ${ceilingPerSecond.toFixed(0)}/s on ${availableParallelism()} cores)`;
}

/** Milliseconds of CPU an operation, and how many a second the machine's cores could do at that cost. */
export function cpuFloor(cpuSeconds: number, operations: number) {
  const msEach = (1000 * cpuSeconds) / Math.max(operations, 1);
  return { msEach, ceilingPerSecond: (availableParallelism() * 1000) / msEach };
}
