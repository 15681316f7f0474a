DROP INDEX "projects_starts_idx";--> statement-breakpoint
DROP INDEX "projects_ends_idx";--> statement-breakpoint
CREATE INDEX "projects_starts_idx" ON "projects" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "projects_ends_idx" ON "projects" USING btree ("ends_at","id");