-- The rate imports of the last 7 days (the jobs' retention) become rates-import jobs, without their files.
INSERT INTO "jobs" ("kind", "status", "progress_done", "progress_total", "payload", "result", "error", "error_kind", "user_id", "created_at", "started_at", "finished_at")
SELECT
	'rates-import',
	CASE WHEN "status" = 'done' THEN 'done' ELSE 'failed' END,
	"processed_rows",
	"total_rows",
	jsonb_build_object('campaignId', "campaign_id", 'companyId', "company_id", 'fileName', "file_name"),
	CASE WHEN "status" = 'done' THEN jsonb_build_object('import_report', jsonb_build_object('rates_imported', "rates_imported", 'cant_errors', jsonb_array_length("errors"), 'errors', "errors")) END,
	CASE
		WHEN "status" = 'done' THEN NULL
		WHEN "status" = 'failed' THEN coalesce("message", 'No se pudieron guardar las tasas. No se importó ninguna.')
		ELSE 'La tarea se interrumpió antes de terminar. Volvé a intentarlo.'
	END,
	CASE WHEN "status" = 'done' THEN NULL WHEN "status" = 'failed' THEN 'input' ELSE 'interrupted' END,
	"user_id",
	"created_at",
	"created_at",
	coalesce("finished_at", now())
FROM "rate_imports"
WHERE "created_at" > now() - interval '7 days';
--> statement-breakpoint
DROP TABLE "rate_imports" CASCADE;
