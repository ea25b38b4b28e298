CREATE TABLE "proof_page_testimonials" (
	"response_id" integer PRIMARY KEY NOT NULL,
	"speaker_user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_pages" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speaker_profiles" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "proof_page_testimonials" ADD CONSTRAINT "proof_page_testimonials_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_page_testimonials" ADD CONSTRAINT "proof_page_testimonials_speaker_user_id_users_id_fk" FOREIGN KEY ("speaker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_pages" ADD CONSTRAINT "proof_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_page_testimonials_speaker_idx" ON "proof_page_testimonials" USING btree ("speaker_user_id","position");