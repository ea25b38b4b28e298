ALTER TABLE "mail_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
-- Messages already handed to a mail server keep the Message-ID they went out with, so a bounce
-- report about one still finds it; the ones still waiting get a random id like every new message.
UPDATE "mail_messages" SET "message_id" = CASE
  WHEN "status" IN ('queued', 'sending') THEN 'speakerpro-' || replace(gen_random_uuid()::text, '-', '')
  ELSE 'speakerpro-' || "id"
END;--> statement-breakpoint
ALTER TABLE "mail_messages" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_message_id_idx" ON "mail_messages" USING btree ("message_id");
