ALTER TABLE "advances" ADD COLUMN "mail_status" text;--> statement-breakpoint
ALTER TABLE "advances" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "advances" ADD COLUMN "mail_job_id" integer;--> statement-breakpoint
CREATE INDEX "advances_quotation_idx" ON "advances" USING btree ("quotation_id");--> statement-breakpoint
UPDATE "advances" SET "mail_status" = 'sent' WHERE "sent_at" IS NOT NULL;