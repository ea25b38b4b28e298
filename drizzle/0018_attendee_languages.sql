ALTER TABLE "events" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;