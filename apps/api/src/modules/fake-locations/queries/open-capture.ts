import { and, eq, exists, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { fakeLocationCaptures } from "../../../db/schema/index.js";

// The one "suspected of a fake location" of the API: the courier has an open capture (a run of points with
// evidence, ended by the next clean point). The toolbar's alert counts these couriers and the live map paints
// them 'Ubicación falsa sospechosa', so both say the same.

/** A condition for another query: the courier in `messengerId` has an open fake-location capture. */
export const hasOpenCapture = (db: Db, messengerId: AnyPgColumn): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(fakeLocationCaptures)
      .where(and(eq(fakeLocationCaptures.messengerId, messengerId), isNull(fakeLocationCaptures.endedAt))),
  );
