DROP INDEX "clients_order_idx";--> statement-breakpoint
CREATE INDEX "clients_order_idx" ON "clients" USING btree ("lastname","name","id","user_id","search_text") WHERE "clients"."deleted_at" is null;