CREATE TABLE "video_assets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"video_id" bigint NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"upload_id" text NOT NULL,
	"source_name" text DEFAULT '' NOT NULL,
	"source_bytes" bigint DEFAULT 0 NOT NULL,
	"source" jsonb,
	"source_deleted" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim" text,
	"staging_prefix" text,
	"output" jsonb,
	"published_prefix" text,
	"error_code" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_assets_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "storyboard_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "subtitles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_assets" ADD CONSTRAINT "video_assets_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_assets" ADD CONSTRAINT "video_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_assets_video_idx" ON "video_assets" USING btree ("video_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_assets_status_idx" ON "video_assets" USING btree ("status","updated_at");--> statement-breakpoint
-- The demo videos made before this migration carry Korean and English subtitles beside their renditions.
UPDATE "videos" SET "subtitles" = jsonb_build_array(
	jsonb_build_object('lang', 'ko', 'key', "storage_prefix" || '/subs/ko.vtt'),
	jsonb_build_object('lang', 'en', 'key', "storage_prefix" || '/subs/en.vtt')
) WHERE jsonb_array_length("renditions") > 0 AND "subtitles" = '[]'::jsonb;
