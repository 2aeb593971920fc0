CREATE TABLE "negotiation_day_counts" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "negotiation_day_counts_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
-- A day in Argentina (UTC-3 all year), the dashboard's periods' unit.
CREATE FUNCTION "argentina_day"("at" timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (("at" AT TIME ZONE 'UTC') - interval '3 hours')::date
$$;
--> statement-breakpoint
CREATE FUNCTION "negotiation_day_counts_add"("owner" integer, "on_day" date, "created_delta" integer, "accepted_delta" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "negotiation_day_counts" ("user_id", "day", "created", "accepted")
  VALUES ("owner", "on_day", "created_delta", "accepted_delta")
  ON CONFLICT ("user_id", "day") DO UPDATE
  SET "created" = "negotiation_day_counts"."created" + excluded."created",
      "accepted" = "negotiation_day_counts"."accepted" + excluded."accepted"
$$;
--> statement-breakpoint
-- The counts of what is already there.
INSERT INTO "negotiation_day_counts" ("user_id", "day", "created", "accepted")
SELECT "user_id", "day", sum("created"), sum("accepted") FROM (
  SELECT "user_id", argentina_day("created_at") AS "day", count(*) AS "created", 0 AS "accepted"
  FROM "negotiations" WHERE "is_confirmed" = 1 GROUP BY 1, 2
  UNION ALL
  SELECT n."user_id", argentina_day(s."created_at"), 0, count(*)
  FROM "quotation_statuses" s JOIN "quotations" q ON q."id" = s."quotation_id" JOIN "negotiations" n ON n."id" = q."negotiation_id"
  WHERE s."description" = 'accepted' GROUP BY 1, 2
) c GROUP BY 1, 2;
--> statement-breakpoint
-- A confirmed negotiation counts on its owner's creation day. A change of owner takes its
-- acceptances along; a deleted one takes them away before the cascade deletes its quotations
-- (BEFORE DELETE: afterwards the quotations' and statuses' triggers no longer find it).
CREATE FUNCTION "negotiation_day_counts_negotiation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."is_confirmed" = 1 THEN
    PERFORM negotiation_day_counts_add(OLD."user_id", argentina_day(OLD."created_at"), -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."is_confirmed" = 1 THEN
    PERFORM negotiation_day_counts_add(NEW."user_id", argentina_day(NEW."created_at"), 1, 0);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id") THEN
    FOR r IN
      SELECT argentina_day(s."created_at") AS "day", count(*)::integer AS "n"
      FROM "quotation_statuses" s JOIN "quotations" q ON q."id" = s."quotation_id"
      WHERE q."negotiation_id" = OLD."id" AND s."description" = 'accepted' GROUP BY 1
    LOOP
      PERFORM negotiation_day_counts_add(OLD."user_id", r."day", 0, -r."n");
      IF TG_OP = 'UPDATE' THEN PERFORM negotiation_day_counts_add(NEW."user_id", r."day", 0, r."n"); END IF;
    END LOOP;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "negotiation_day_counts_insert" AFTER INSERT ON "negotiations"
FOR EACH ROW EXECUTE FUNCTION "negotiation_day_counts_negotiation"();
--> statement-breakpoint
CREATE TRIGGER "negotiation_day_counts_update" AFTER UPDATE OF "user_id", "is_confirmed", "created_at" ON "negotiations"
FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."is_confirmed" IS DISTINCT FROM NEW."is_confirmed" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "negotiation_day_counts_negotiation"();
--> statement-breakpoint
CREATE TRIGGER "negotiation_day_counts_delete" BEFORE DELETE ON "negotiations"
FOR EACH ROW EXECUTE FUNCTION "negotiation_day_counts_negotiation"();
--> statement-breakpoint
-- A deleted quotation (re-quoting, a removed risk) takes its acceptances away while its
-- negotiation is still there to name the owner; when the negotiation goes too, its trigger did it.
CREATE FUNCTION "negotiation_day_counts_quotation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owner" integer; r record;
BEGIN
  SELECT "user_id" INTO "owner" FROM "negotiations" WHERE "id" = OLD."negotiation_id";
  IF "owner" IS NOT NULL THEN
    FOR r IN
      SELECT argentina_day("created_at") AS "day", count(*)::integer AS "n"
      FROM "quotation_statuses" WHERE "quotation_id" = OLD."id" AND "description" = 'accepted' GROUP BY 1
    LOOP
      PERFORM negotiation_day_counts_add("owner", r."day", 0, -r."n");
    END LOOP;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "negotiation_day_counts_delete" BEFORE DELETE ON "quotations"
FOR EACH ROW EXECUTE FUNCTION "negotiation_day_counts_quotation"();
--> statement-breakpoint
-- An 'accepted' status counts on its day for the owner of its quotation's negotiation; a status
-- deleted with its quotation was already taken away (its quotation is gone by then).
CREATE FUNCTION "negotiation_day_counts_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owner" integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."description" = 'accepted' THEN
    SELECT n."user_id" INTO "owner" FROM "quotations" q JOIN "negotiations" n ON n."id" = q."negotiation_id" WHERE q."id" = OLD."quotation_id";
    IF "owner" IS NOT NULL THEN PERFORM negotiation_day_counts_add("owner", argentina_day(OLD."created_at"), 0, -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."description" = 'accepted' THEN
    SELECT n."user_id" INTO "owner" FROM "quotations" q JOIN "negotiations" n ON n."id" = q."negotiation_id" WHERE q."id" = NEW."quotation_id";
    PERFORM negotiation_day_counts_add("owner", argentina_day(NEW."created_at"), 0, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "negotiation_day_counts_status" AFTER INSERT OR UPDATE OR DELETE ON "quotation_statuses"
FOR EACH ROW EXECUTE FUNCTION "negotiation_day_counts_status"();
--> statement-breakpoint
CREATE FUNCTION "negotiation_day_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "negotiation_day_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "negotiation_day_counts_truncate" AFTER TRUNCATE ON "negotiations"
FOR EACH STATEMENT EXECUTE FUNCTION "negotiation_day_counts_clear"();
