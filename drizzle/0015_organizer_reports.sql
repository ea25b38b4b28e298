CREATE TABLE "organizer_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"link_nonce" text NOT NULL,
	"note" text,
	"testimonial_ids" jsonb,
	"expires_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizer_reports" ADD CONSTRAINT "organizer_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_reports_event_idx" ON "organizer_reports" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_reports_link_nonce_idx" ON "organizer_reports" USING btree ("link_nonce");