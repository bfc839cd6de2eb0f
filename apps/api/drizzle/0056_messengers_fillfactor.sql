-- docs/decisions/045: every location batch rewrites each courier's newest point on its profile. With room left on each
-- page the new row version stays on the page (a HOT update: no index entry written, the old version pruned in place);
-- full pages sent every update to another page with new entries in every index. Pages written from now on keep 30 %
-- free; the rows already stored move to such pages as they are updated.
ALTER TABLE "messengers" SET (fillfactor = 70);
