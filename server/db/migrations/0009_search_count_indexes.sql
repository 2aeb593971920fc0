DROP INDEX "negotiations_client_idx";--> statement-breakpoint
DROP INDEX "negotiations_user_created_idx";--> statement-breakpoint
CREATE INDEX "negotiations_client_idx" ON "negotiations" USING btree ("client_id","is_confirmed","state","user_id");--> statement-breakpoint
CREATE INDEX "negotiations_user_created_idx" ON "negotiations" USING btree ("user_id","is_confirmed","created_at","id","client_id","state");