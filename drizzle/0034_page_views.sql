CREATE TABLE "page_view_counts" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "page_view_counts_key_idx" ON "page_view_counts" USING btree ("day","path","referrer_host","utm_source","utm_medium","utm_campaign");