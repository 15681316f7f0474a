CREATE TABLE "backer_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backer_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"requested_by" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"row_count" integer,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledge_card_updates" (
	"pledge_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_card_updates_pledge_id_attempt_pk" PRIMARY KEY("pledge_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "project_contacts" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'korean' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_film_links" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"film_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_payouts" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"fee_percent" numeric NOT NULL,
	"charged_amount" bigint NOT NULL,
	"refunded_amount" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"payout_amount" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_by" bigint,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backer_reports" ADD CONSTRAINT "backer_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backer_reports" ADD CONSTRAINT "backer_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_card_updates" ADD CONSTRAINT "pledge_card_updates_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_film_links" ADD CONSTRAINT "project_film_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_film_links" ADD CONSTRAINT "project_film_links_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payouts" ADD CONSTRAINT "project_payouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payouts" ADD CONSTRAINT "project_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backer_reports_project_idx" ON "backer_reports" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_film_links_film_idx" ON "project_film_links" USING btree ("film_id");