// A DATA_DIR from before the embedded PostgreSQL server keeps its data in DATA_DIR/pglite (PGlite).
import { existsSync } from "node:fs";
import { join } from "node:path";

/** Refuses to start on a folder whose data is still PGlite's, saying (in Spanish and English) what to do. */
export async function refuseOrImportPglite(dir: string, pgdata: string) {
  const pglite = join(dir, "pglite");
  if (!existsSync(pglite) || existsSync(pgdata)) return;
  throw new Error(
    `${pglite} tiene datos de PGlite, la base embebida anterior; ahora la base embebida es un servidor PostgreSQL en ${pgdata}. ` +
      `Para empezar con datos de demostración, mueva esa carpeta (mv "${pglite}" "${pglite}.old") y vuelva a ejecutar npm start.\n` +
      `${pglite} holds PGlite data, the former embedded database; the embedded database is now a PostgreSQL server in ${pgdata}. ` +
      `To start over with demo data, move that folder away (mv "${pglite}" "${pglite}.old") and run npm start again.`,
  );
}
