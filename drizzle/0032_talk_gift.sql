ALTER TABLE "events" ADD COLUMN "gift_title" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gift_description" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gift_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gift_access_code" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gift_type" text;