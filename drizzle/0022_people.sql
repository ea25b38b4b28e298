CREATE TABLE "person_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"text" text NOT NULL,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_notes" ADD CONSTRAINT "person_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_notes_email_idx" ON "person_notes" USING btree ("email","created_at");