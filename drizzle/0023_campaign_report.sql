CREATE TABLE "mail_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"mail_message_id" integer NOT NULL,
	"url" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"last_clicked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_links_token_idx" ON "mail_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "mail_links_message_idx" ON "mail_links" USING btree ("mail_message_id");