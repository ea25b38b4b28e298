ALTER TABLE "mail_messages" ADD COLUMN "skip_reason" text;--> statement-breakpoint
-- Messages the mailer skipped before this column existed were stopped at delivery by an opt-out.
UPDATE "mail_messages" SET "skip_reason" = 'suppressed at delivery' WHERE "status" = 'skipped';
