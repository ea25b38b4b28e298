CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"downloaded_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"erased_counts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_token_idx" ON "data_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_requests_email_idx" ON "data_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "data_requests_created_idx" ON "data_requests" USING btree ("created_at");