-- A talk's short link code: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
-- about 887 million codes; the function draws until it finds one no talk uses.
CREATE OR REPLACE FUNCTION new_event_short_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  code text;
BEGIN
  FOR attempt IN 1..50 LOOP
    code := '';
    FOR i IN 1..6 LOOP
      code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    IF NOT EXISTS (SELECT 1 FROM events WHERE short_code = code) THEN
      RETURN code;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no unused talk short code found';
END $$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "short_code" text;--> statement-breakpoint
-- One row at a time, so each new code is checked against the ones given before it.
DO $$
DECLARE talk record;
BEGIN
  FOR talk IN SELECT id FROM events WHERE short_code IS NULL ORDER BY id LOOP
    UPDATE events SET short_code = new_event_short_code() WHERE id = talk.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "short_code" SET DEFAULT new_event_short_code();--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ask_takeaway" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ask_booking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "takeaway" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "books_speakers" boolean;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "referral_name" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "referral_email" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "referral_consent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "events_short_code_idx" ON "events" USING btree ("short_code");
