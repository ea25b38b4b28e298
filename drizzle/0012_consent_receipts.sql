ALTER TABLE "responses" ADD COLUMN "contact_consent_version" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "contact_consent_text" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "publish_consent_version" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "publish_consent_text" text;