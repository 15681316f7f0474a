-- Projects' titles and summary lower-cased in one stored text: a search key of one or two
-- characters is one LIKE on it, where the titles' two ILIKEs and the summary's lower() cost
-- several times as much a row (docs/performance.md#search-at-scale). The database computes it;
-- the app never writes it.
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title_kr || ' ' || title_eng || ' ' || summary_kr || ' ' || summary_eng)) STORED NOT NULL;