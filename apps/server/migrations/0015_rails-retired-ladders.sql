CREATE TABLE "film_rails" (
	"rail" text NOT NULL,
	"film_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "film_rails_rail_film_id_pk" PRIMARY KEY("rail","film_id")
);
--> statement-breakpoint
CREATE TABLE "retired_ladders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retired_ladders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"video_id" bigint NOT NULL,
	"prefix" text NOT NULL,
	"retired_at" timestamp with time zone NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	CONSTRAINT "retired_ladders_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
ALTER TABLE "film_rails" ADD CONSTRAINT "film_rails_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_rails_film_idx" ON "film_rails" USING btree ("film_id");--> statement-breakpoint
CREATE INDEX "retired_ladders_due_idx" ON "retired_ladders" USING btree ("delete_after");