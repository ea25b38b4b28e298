ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows from before the column: last changed, as far as anyone knows, when they were made.
UPDATE "events" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "responses" SET "updated_at" = "submitted_at";--> statement-breakpoint
-- Every change moves updated_at, whichever statement makes it (the query builder or raw SQL), so
-- the polling lists' "changed since" cannot miss a change a code path forgot to date.
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_updated_at" BEFORE UPDATE ON "events" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "responses_updated_at" BEFORE UPDATE ON "responses" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "graphics_updated_at" BEFORE UPDATE ON "graphics" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE INDEX "events_speaker_updated_idx" ON "events" USING btree ("speaker_user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "graphics_speaker_updated_idx" ON "graphics" USING btree ("speaker_user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "responses_event_updated_idx" ON "responses" USING btree ("event_id","updated_at","id");
