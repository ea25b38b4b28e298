CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "expected_audience_size" integer;--> statement-breakpoint
ALTER TABLE "speaker_profiles" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "speaker_profiles" ADD COLUMN "speaking_topics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "speaker_profiles" ADD COLUMN "social_handles" jsonb;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "responses_event_email_idx" ON "responses" USING btree ("event_id",lower("attendee_email"));--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_rating_range" CHECK ("responses"."rating" between 1 and 5);