-- A project's search key of one or two characters is looked for in the pieces of its titles and
-- summaries (`dalbit_grams`, migration 0017), one- and two-character, with a GIN index: the
-- index finds the matches, where a LIKE on every project's text (`search_text`, 0024) read the
-- whole table (1.0-1.2 ms for 한옥 at 1,000 projects, 0.17 ms now). Both go in the first
-- argument, so a one-character key matches the summaries too, as it did. Left out of the drizzle
-- schema, as films' grams were, so a whole project row never carries it.
ALTER TABLE "projects" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (dalbit_grams(title_kr || ' ' || title_eng || ' ' || summary_kr || ' ' || summary_eng, '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_search_grams_idx" ON "projects" USING gin ("search_grams");
