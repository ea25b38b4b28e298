CREATE TABLE "question_answers" (
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value_number" integer,
	"value_text" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id"),
	CONSTRAINT "question_answers_one_value" CHECK (("question_answers"."value_number" is null) <> ("question_answers"."value_text" is null))
);
--> statement-breakpoint
CREATE TABLE "talk_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"options" jsonb,
	"required" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_questions_kind" CHECK (kind in ('scale', 'recommend', 'choice', 'text')),
	CONSTRAINT "talk_questions_label_length" CHECK (char_length(label) between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_talk_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."talk_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_questions" ADD CONSTRAINT "talk_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "talk_questions_event_idx" ON "talk_questions" USING btree ("event_id","position");