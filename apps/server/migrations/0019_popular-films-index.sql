-- The popular order of films lists and rails (likes, bookmarks, newest) read top-N along this
-- index instead of sorting every listed film (docs/performance.md#films-lists-at-scale).
CREATE INDEX "films_popular_idx" ON "films" USING btree ("like_count" DESC NULLS LAST,"bookmark_count" DESC NULLS LAST,"release_date" DESC NULLS LAST,"id" DESC NULLS LAST);