CREATE TABLE "project_creators" (
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_creators_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_state_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" bigint,
	"actor_email" text,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_updates" ADD COLUMN "audience" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "review_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_creators" ADD CONSTRAINT "project_creators_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_creators" ADD CONSTRAINT "project_creators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_state_changes" ADD CONSTRAINT "project_state_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_creators_user_idx" ON "project_creators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_state_changes_project_idx" ON "project_state_changes" USING btree ("project_id","id");--> statement-breakpoint
-- Projects that existed before the workflow were public: their state follows their dates.
UPDATE "projects" SET
	"publish_at" = "created_at",
	"updated_at" = "created_at",
	"state" = CASE
		WHEN "settled_at" IS NOT NULL THEN 'settled'
		WHEN "outcome" = 'succeeded' THEN 'successful'
		WHEN "outcome" = 'failed' THEN 'failed'
		WHEN "starts_at" > now() THEN 'upcoming'
		ELSE 'funding'
	END;
