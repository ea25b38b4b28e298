CREATE TABLE "privacy_opt_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"categories" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "contact_consent_version" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "contact_consent_text" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "publish_consent_version" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "publish_consent_text" text;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_opt_in_links_token_idx" ON "privacy_opt_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "privacy_opt_in_links_email_idx" ON "privacy_opt_in_links" USING btree ("email");