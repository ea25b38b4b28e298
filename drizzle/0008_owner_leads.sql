CREATE TABLE "owner_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"owner_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_inquiries" ADD COLUMN "email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_leads_source_idx" ON "owner_leads" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "owner_leads_created_idx" ON "owner_leads" USING btree ("created_at");--> statement-breakpoint
-- What people asked before the inbox existed is in it too; it is not e-mailed again one by one.
INSERT INTO "owner_leads" ("kind", "source_id", "name", "email", "detail", "created_at", "owner_notified_at")
SELECT 'free_tier_page', s."id", coalesce(s."payload"->'answers'->>'name', ''), s."payload"->'answers'->>'email', coalesce('/feedback/' || p."slug", ''), s."created_at", now()
FROM "free_tier_signups" s LEFT JOIN "speaker_profiles" p ON p."user_id" = s."speaker_user_id"
WHERE s."id" = (SELECT min(x."id") FROM "free_tier_signups" x WHERE x."speaker_user_id" = s."speaker_user_id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "owner_leads" ("kind", "source_id", "name", "email", "detail", "created_at", "owner_notified_at")
SELECT 'whatsapp', s."id", coalesce(s."payload"->'answers'->>'name', ''), s."payload"->'answers'->>'email', 'WhatsApp number: ' || coalesce(s."payload"->'answers'->'whatsappInterest'->>'phoneNumber', ''), s."created_at", now()
FROM "free_tier_signups" s WHERE s."payload"->'answers'->'whatsappInterest'->>'interested' = 'true'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "owner_leads" ("kind", "source_id", "name", "email", "detail", "created_at", "owner_notified_at")
SELECT 'agent_intro', s."id", coalesce(s."payload"->'answers'->>'name', ''), s."payload"->'answers'->>'email', 'Phone: ' || coalesce(s."payload"->'answers'->>'phone', ''), s."created_at", now()
FROM "free_tier_signups" s WHERE s."payload"->'answers'->'agentIntroInterest'->>'interested' = 'true'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "owner_leads" ("kind", "source_id", "name", "email", "detail", "created_at", "owner_notified_at")
SELECT 'hire_inquiry', i."id", i."name", i."email", i."event_type" || coalesce(' for ' || i."company", '') || coalesce(', ' || i."event_date", '') || coalesce(', ' || i."audience_size" || ' people', ''), i."created_at", now()
FROM "event_inquiries" i
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "owner_leads" ("kind", "source_id", "name", "email", "detail", "created_at", "owner_notified_at")
SELECT 'waitlist', w."id", w."name", w."email",
  coalesce('Heard about us: ' || CASE w."heard_about" WHEN 'linkedin' THEN 'LinkedIn' WHEN 'word-of-mouth' THEN 'Word of mouth'
    WHEN 'owner-referral' THEN 'A personal invitation from the founder' WHEN 'oratore-speakers' THEN 'Oratore Speakers' ELSE nullif(w."heard_about", '') END, ''),
  w."joined_at", now()
FROM "waitlist_entries" w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "owner_leads" ("kind", "source_id", "name", "email", "detail", "created_at", "owner_notified_at")
SELECT 'qualified_assessment', q."id", q."name", q."email", 'Readiness score ' || q."score" || ' of 120', q."created_at", now()
FROM "qualified_leads" q
ON CONFLICT DO NOTHING;
