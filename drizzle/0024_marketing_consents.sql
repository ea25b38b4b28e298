CREATE TABLE "marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"wording" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "marketing_consents_email_idx" ON "marketing_consents" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_consents_source_idx" ON "marketing_consents" USING btree ("source","source_id");