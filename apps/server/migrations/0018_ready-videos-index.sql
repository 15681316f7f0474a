-- A film is listed when it has a ready video (renditions published), and every film summary
-- sums its ready videos' running time and counts them: this partial index answers all three
-- from the index alone (docs/performance.md#at-scale).
CREATE INDEX "videos_ready_film_idx" ON "videos" USING btree ("film_id","duration_seconds") WHERE jsonb_array_length("videos"."renditions") > 0;