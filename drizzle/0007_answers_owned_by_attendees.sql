CREATE TABLE "pending_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "graphics" ADD COLUMN "excerpt" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "pending_answers" ADD CONSTRAINT "pending_answers_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_answers_token_idx" ON "pending_answers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pending_answers_response_idx" ON "pending_answers" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "responses_access_token_idx" ON "responses" USING btree ("access_token_hash");