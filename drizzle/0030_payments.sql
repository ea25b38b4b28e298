CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"plan" text,
	"recurring_interval" text,
	"stripe_event_id" text NOT NULL,
	"stripe_object_id" text NOT NULL,
	"stripe_customer" text,
	"stripe_subscription" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stripe_event_id_stripe_events_id_fk" FOREIGN KEY ("stripe_event_id") REFERENCES "public"."stripe_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_event_idx" ON "payments" USING btree ("stripe_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paid_object_idx" ON "payments" USING btree ("stripe_object_id") WHERE "payments"."kind" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "payments_occurred_idx" ON "payments" USING btree ("occurred_at");