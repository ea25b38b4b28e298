ALTER TABLE "events" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "speaker_profiles" ADD COLUMN "time_zone" text;