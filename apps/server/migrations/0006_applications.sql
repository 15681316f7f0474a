CREATE TABLE "applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"name" text NOT NULL,
	"project_title" text NOT NULL,
	"video_type" text NOT NULL,
	"project_content" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"funding_goal" bigint NOT NULL,
	"production_duration" text NOT NULL,
	"portfolio_link" text DEFAULT '' NOT NULL,
	"expected_benefits" text[] DEFAULT '{}' NOT NULL,
	"extra_information" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id");