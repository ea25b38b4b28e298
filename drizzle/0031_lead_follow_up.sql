CREATE TABLE "lead_follow_ups" (
	"response_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"remind_on" date,
	"reminded_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_follow_ups_status" CHECK (status in ('new', 'contacted', 'meeting', 'booked', 'not_interested')),
	CONSTRAINT "lead_follow_ups_note_length" CHECK (char_length(note) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_follow_ups_remind_idx" ON "lead_follow_ups" USING btree ("remind_on");