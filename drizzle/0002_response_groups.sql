ALTER TABLE "responses" ADD COLUMN "role_group" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "email_domain" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "responses" SET "role_group" = regexp_replace(regexp_replace(trim("attendee_role"), '\s+(at|@)\s+.*$', '', 'i'), '\s+', ' ', 'g'), "email_domain" = lower(split_part(trim("attendee_email"), '@', 2));
