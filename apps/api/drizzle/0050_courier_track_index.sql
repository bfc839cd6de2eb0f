-- A courier's track (GET /users/messengers/{id}/track/) is read from this index alone, already in time order:
-- the old index on (messenger_id, coordinates_created_at) made the track sort its points (on disk past 4 MB) and
-- read every row from the table. leg_km stays out of it (the legs trigger updates it).
CREATE INDEX "messenger_locations_track_idx" ON "messenger_locations" USING btree ("messenger_id","coordinates_created_at","id","latitude","longitude","using_fake_location");--> statement-breakpoint
DROP INDEX "messenger_locations_idx";
