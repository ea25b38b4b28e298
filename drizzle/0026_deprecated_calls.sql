CREATE TABLE "deprecated_calls" (
	"route" text NOT NULL,
	"day" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"last_called_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deprecated_calls_route_day_idx" ON "deprecated_calls" USING btree ("route","day");