CREATE TABLE "slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_profile_id_speaker_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."speaker_profiles"("id") ON DELETE cascade ON UPDATE no action;