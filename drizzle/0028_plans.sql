CREATE TABLE "plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaker_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"granted_by_user_id" integer,
	"external_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgrade_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_plans" ADD CONSTRAINT "speaker_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_plans" ADD CONSTRAINT "speaker_plans_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_changes_user_idx" ON "plan_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "speaker_plans_user_idx" ON "speaker_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upgrade_requests_user_idx" ON "upgrade_requests" USING btree ("user_id");--> statement-breakpoint
-- Accounts from before plans keep what they had: every speaker account on Lite (the column's
-- default, and what an account without a profile was read as) becomes a grandfathered Lite; an
-- account whose profile said free (the free QR page) stays on Free, which needs no row.
INSERT INTO "speaker_plans" ("user_id", "plan", "status", "source", "started_at", "reason")
SELECT u."id", 'lite', 'grandfathered', 'grandfathered', u."created_at", 'On Lite before plans were recorded'
FROM "users" u
LEFT JOIN "speaker_profiles" p ON p."user_id" = u."id"
WHERE u."role" = 'speaker' AND coalesce(p."tier", 'lite') = 'lite';--> statement-breakpoint
INSERT INTO "plan_changes" ("user_id", "from_plan", "to_plan", "status", "source", "reason", "changed_at")
SELECT "user_id", 'free', 'lite', 'grandfathered', 'grandfathered', "reason", now() FROM "speaker_plans";--> statement-breakpoint
ALTER TABLE "speaker_profiles" DROP COLUMN "tier";
