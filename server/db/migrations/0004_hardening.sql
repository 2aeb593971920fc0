-- Duplicates written before the unique keys existed: the newest row of each key stays and the
-- quotations that pointed at an older copy point at it.
CREATE TEMP TABLE "rate_duplicates" AS
  SELECT r."id" AS "old_id", k."keep_id" FROM "rates" r
  JOIN (
    SELECT "module_id", "zone_id", "crop_id", "franchise_deductible", max("id") AS "keep_id" FROM "rates"
    GROUP BY 1, 2, 3, 4 HAVING count(*) > 1
  ) k USING ("module_id", "zone_id", "crop_id", "franchise_deductible")
  WHERE r."id" <> k."keep_id";--> statement-breakpoint
UPDATE "quotations" SET "rate_id" = d."keep_id" FROM "rate_duplicates" d WHERE "rate_id" = d."old_id";--> statement-breakpoint
UPDATE "quotation_addons" SET "rate_id" = d."keep_id" FROM "rate_duplicates" d WHERE "rate_id" = d."old_id";--> statement-breakpoint
DELETE FROM "rates" WHERE "id" IN (SELECT "old_id" FROM "rate_duplicates");--> statement-breakpoint
DROP TABLE "rate_duplicates";--> statement-breakpoint
DELETE FROM "ignore_discounts" a USING "ignore_discounts" b
  WHERE a."id" < b."id"
    AND a."module_id" IS NOT DISTINCT FROM b."module_id" AND a."crop_id" IS NOT DISTINCT FROM b."crop_id"
    AND a."province_id" IS NOT DISTINCT FROM b."province_id" AND a."zone_id" IS NOT DISTINCT FROM b."zone_id";--> statement-breakpoint
DROP INDEX "rates_module_zone_idx";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "kind" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "ignore_discounts" ADD CONSTRAINT "ignore_discounts_rule_unique" UNIQUE NULLS NOT DISTINCT("module_id","crop_id","province_id","zone_id");--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_key_unique" UNIQUE("module_id","zone_id","crop_id","franchise_deductible");