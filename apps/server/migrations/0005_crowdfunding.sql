CREATE TABLE "pledge_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pledge_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pledge_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pledges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"amount" bigint NOT NULL,
	"extra_support" bigint DEFAULT 0 NOT NULL,
	"shipping" jsonb,
	"customer_key" text NOT NULL,
	"billing_key" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_key" text,
	"failure_code" text,
	"charged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"name_kr" text NOT NULL,
	"name_eng" text NOT NULL,
	"description_kr" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock_limit" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"estimated_delivery" text NOT NULL,
	"needs_shipping" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seed_key" text,
	"project_id" bigint NOT NULL,
	"title_kr" text NOT NULL,
	"title_eng" text NOT NULL,
	"content_kr" text DEFAULT '' NOT NULL,
	"content_eng" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_updates_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "project_votes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_votes_user_project_uq" UNIQUE("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seed_key" text,
	"film_id" bigint,
	"title_kr" text NOT NULL,
	"title_eng" text NOT NULL,
	"summary_kr" text DEFAULT '' NOT NULL,
	"summary_eng" text DEFAULT '' NOT NULL,
	"story_kr" text DEFAULT '' NOT NULL,
	"story_eng" text DEFAULT '' NOT NULL,
	"creator_name_kr" text DEFAULT '' NOT NULL,
	"creator_name_eng" text DEFAULT '' NOT NULL,
	"image_domestic" text DEFAULT '' NOT NULL,
	"image_oversea" text DEFAULT '' NOT NULL,
	"goal_amount" bigint NOT NULL,
	"pledged_amount" bigint DEFAULT 0 NOT NULL,
	"backer_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "pledge_items" ADD CONSTRAINT "pledge_items_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_items" ADD CONSTRAINT "pledge_items_product_id_project_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."project_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_votes" ADD CONSTRAINT "project_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_votes" ADD CONSTRAINT "project_votes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pledge_items_pledge_idx" ON "pledge_items" USING btree ("pledge_id");--> statement-breakpoint
CREATE INDEX "pledges_user_idx" ON "pledges" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pledges_project_status_idx" ON "pledges" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "project_products_project_idx" ON "project_products" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_updates_project_idx" ON "project_updates" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_starts_idx" ON "projects" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "projects_ends_idx" ON "projects" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "projects_unsettled_idx" ON "projects" USING btree ("ends_at") WHERE "projects"."settled_at" is null;