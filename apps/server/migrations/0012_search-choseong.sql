-- 초성 search: the initials of every Hangul syllable (가-힣) and each lone consonant (ㄱ-ㅎ) of a
-- text, everything else dropped; the same rule as choseongOf (src/shared/choseong.ts, es-hangul).
-- Immutable, so generated columns can keep it.
CREATE OR REPLACE FUNCTION dalbit_choseong(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN ascii(c) BETWEEN 44032 AND 55203
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(c) - 44032) / 588 + 1, 1)
      ELSE c END, '' ORDER BY n), '')
  FROM unnest(string_to_array(coalesce(input, ''), NULL)) WITH ORDINALITY AS chars(c, n)
  WHERE ascii(c) BETWEEN 44032 AND 55203 OR ascii(c) BETWEEN 12593 AND 12622
$$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_choseong" text GENERATED ALWAYS AS (dalbit_choseong(title_kr)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "title_choseong" text GENERATED ALWAYS AS (dalbit_choseong(title_kr)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "title_choseong" text GENERATED ALWAYS AS (dalbit_choseong(title_kr)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_title_choseong_trgm_idx" ON "events" USING gin ("title_choseong" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "films_title_choseong_trgm_idx" ON "films" USING gin ("title_choseong" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_title_kr_trgm_idx" ON "projects" USING gin ("title_kr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_title_eng_trgm_idx" ON "projects" USING gin ("title_eng" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_title_choseong_trgm_idx" ON "projects" USING gin ("title_choseong" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_summary_trgm_idx" ON "projects" USING gin ((lower("summary_kr" || ' ' || "summary_eng")) gin_trgm_ops);