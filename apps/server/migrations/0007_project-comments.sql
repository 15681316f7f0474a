ALTER TABLE "comments" ALTER COLUMN "film_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "project_id" bigint;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_project_created_idx" ON "comments" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_target_ck" CHECK (num_nonnulls("comments"."film_id", "comments"."project_id") = 1);