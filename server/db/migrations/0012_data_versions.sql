CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('auth'), ('clients');--> statement-breakpoint
-- Raised once per writing statement, inside its transaction: a reader that sees the new counter
-- sees the change too (docs/decisions.md, «Menos trabajo por pedido»).
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_auth_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('auth');--> statement-breakpoint
CREATE TRIGGER "oauth_tokens_auth_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "oauth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('auth');--> statement-breakpoint
CREATE TRIGGER "clients_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('clients');--> statement-breakpoint
CREATE TRIGGER "user_clients_clients_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('clients');--> statement-breakpoint
CREATE TRIGGER "users_clients_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('clients');
