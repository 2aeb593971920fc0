CREATE TABLE "negotiation_counts" (
	"user_id" integer NOT NULL,
	"is_confirmed" smallint NOT NULL,
	"state" varchar(16) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "negotiation_counts_user_id_is_confirmed_state_pk" PRIMARY KEY("user_id","is_confirmed","state")
);
--> statement-breakpoint
-- The counts of the negotiations already there.
INSERT INTO "negotiation_counts" ("user_id", "is_confirmed", "state", "n")
SELECT "user_id", "is_confirmed", "state", count(*) FROM "negotiations" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Each insert, delete, or change of owner, confirmation or state moves one unit between counts.
CREATE FUNCTION "negotiation_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "negotiation_counts" SET "n" = "n" - 1
    WHERE "user_id" = OLD."user_id" AND "is_confirmed" = OLD."is_confirmed" AND "state" = OLD."state";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "negotiation_counts" ("user_id", "is_confirmed", "state", "n")
    VALUES (NEW."user_id", NEW."is_confirmed", NEW."state", 1)
    ON CONFLICT ("user_id", "is_confirmed", "state") DO UPDATE SET "n" = "negotiation_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "negotiation_counts_insert_delete" AFTER INSERT OR DELETE ON "negotiations"
FOR EACH ROW EXECUTE FUNCTION "negotiation_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "negotiation_counts_update" AFTER UPDATE OF "user_id", "is_confirmed", "state" ON "negotiations"
FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."is_confirmed" IS DISTINCT FROM NEW."is_confirmed" OR OLD."state" IS DISTINCT FROM NEW."state")
EXECUTE FUNCTION "negotiation_counts_apply"();
--> statement-breakpoint
CREATE FUNCTION "negotiation_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "negotiation_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "negotiation_counts_truncate" AFTER TRUNCATE ON "negotiations"
FOR EACH STATEMENT EXECUTE FUNCTION "negotiation_counts_clear"();
