// PostgreSQL refuses to run as root (containers, CI): there the embedded server runs as the
// system user `postgres`, created when missing, which must be able to reach its binaries and
// own its data folder.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, chownSync, cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface RunAs {
  uid: number;
  gid: number;
}

const POSTGRES_USER = "postgres";

const idOf = (flag: "-u" | "-g") =>
  Number(execFileSync("id", [flag, POSTGRES_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));

/** Who the server runs as: undefined for a normal user (itself); for root, `postgres` (created if needed). */
export function postgresRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: idOf("-u"), gid: idOf("-g") };
  } catch {
    console.log("Creando el usuario del sistema «postgres» para la base embebida (PostgreSQL no se ejecuta como root)…");
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", POSTGRES_USER], { stdio: "inherit" });
    return { uid: idOf("-u"), gid: idOf("-g") };
  }
}

const canRun = (runAs: RunAs, binary: string) => spawnSync(binary, ["--version"], { ...runAs, stdio: "ignore" }).status === 0;

/**
 * `bin`, or, when `runAs` cannot run it (a project under /root, as CI may clone it), the same
 * installation (bin, lib, share: PostgreSQL finds them relative to itself) copied once into the
 * system's temporary folder.
 */
export function reachableBinaries<T extends { postgres: string; initdb: string }>(bin: T, runAs: RunAs): T {
  if (canRun(runAs, bin.postgres)) return bin;
  const installation = dirname(dirname(bin.postgres));
  const copy = join(tmpdir(), `despacho-postgres-${createHash("sha256").update(installation).digest("hex").slice(0, 12)}`);
  if (!existsSync(join(copy, "bin", "postgres"))) {
    const partial = `${copy}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(installation, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    rmSync(copy, { recursive: true, force: true });
    renameSync(partial, copy);
  }
  return { ...bin, postgres: join(copy, "bin", "postgres"), initdb: join(copy, "bin", "initdb") };
}

/** Throws a Spanish and English explanation when `runAs` cannot run `binary` or write in `folder`. */
export function assertReachable(runAs: RunAs, binary: string, folder: string) {
  const probe = spawnSync("/bin/sh", ["-c", 'test -x "$1" && test -w "$2"', "sh", binary, folder], { ...runAs, stdio: "ignore" });
  if (probe.status === 0) return;
  throw new Error(
    `La base embebida corre como el usuario del sistema «postgres» (PostgreSQL no se ejecuta como root), y ese usuario no puede ejecutar ${binary} o escribir en ${folder}. ` +
      "Ponga el proyecto y DATA_DIR en carpetas que «postgres» pueda recorrer (p. ej. /srv/despacho, no /root), o inicie la aplicación con un usuario normal.\n" +
      `The embedded database runs as the system user "postgres" (PostgreSQL refuses root), which cannot run ${binary} or write in ${folder}. ` +
      "Put the project and DATA_DIR in folders that user can reach (e.g. /srv/despacho, not /root), or start the app as a normal user.",
  );
}

/** Gives `path` and everything in it to `runAs`. */
export function chownTree(path: string, runAs: RunAs) {
  chownSync(path, runAs.uid, runAs.gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry), runAs);
}
