CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title_kr" text NOT NULL,
	"title_eng" text NOT NULL,
	"summary_kr" text DEFAULT '' NOT NULL,
	"summary_eng" text DEFAULT '' NOT NULL,
	"content_kr" text DEFAULT '' NOT NULL,
	"content_eng" text DEFAULT '' NOT NULL,
	"image_domestic" text DEFAULT '' NOT NULL,
	"image_oversea" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	CONSTRAINT "events_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "hot_search_keywords" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hot_search_keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name_kr" text NOT NULL,
	"name_eng" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	CONSTRAINT "hot_search_keywords_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_title_kr_trgm_idx" ON "events" USING gin ("title_kr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_title_eng_trgm_idx" ON "events" USING gin ("title_eng" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_text_trgm_idx" ON "events" USING gin ((lower("summary_kr" || ' ' || "summary_eng" || ' ' || "content_kr" || ' ' || "content_eng")) gin_trgm_ops);