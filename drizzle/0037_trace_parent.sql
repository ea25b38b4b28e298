-- The traceparent of the request that queued a message, so its later delivery can be linked to it (decision 089).
ALTER TABLE "mail_messages" ADD COLUMN "trace_parent" text;
