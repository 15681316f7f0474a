ALTER TABLE "films" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "publish_at" timestamp with time zone;