-- The read model's change feed (infra/api/src/read-model/change-feed.ts): every statement that
-- changes a store, what its card shows, its slots, its bookings or its comments writes one row
-- per store and kind, whoever runs it (the API, the seed, a script).
CREATE TABLE "store_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_changes_at_idx" ON "store_changes" USING btree ("at");
--> statement-breakpoint
CREATE FUNCTION store_changes_from_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO store_changes (store_id, kind) SELECT DISTINCT %I, %L FROM new_rows', TG_ARGV[1], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION store_changes_from_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO store_changes (store_id, kind) SELECT DISTINCT %I, %L FROM old_rows', TG_ARGV[1], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION store_changes_from_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO store_changes (store_id, kind) SELECT %I, %L FROM new_rows UNION SELECT %I, %L FROM old_rows', TG_ARGV[1], TG_ARGV[0], TG_ARGV[1], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stores_changes_insert" AFTER INSERT ON "stores" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'id');
--> statement-breakpoint
CREATE TRIGGER "stores_changes_update" AFTER UPDATE ON "stores" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'id');
--> statement-breakpoint
CREATE TRIGGER "stores_changes_delete" AFTER DELETE ON "stores" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'id');
--> statement-breakpoint
CREATE TRIGGER "store_food_types_changes_insert" AFTER INSERT ON "store_food_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_food_types_changes_update" AFTER UPDATE ON "store_food_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_food_types_changes_delete" AFTER DELETE ON "store_food_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_tags_changes_insert" AFTER INSERT ON "store_tags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_tags_changes_update" AFTER UPDATE ON "store_tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_tags_changes_delete" AFTER DELETE ON "store_tags" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "business_times_changes_insert" AFTER INSERT ON "business_times" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "business_times_changes_update" AFTER UPDATE ON "business_times" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "business_times_changes_delete" AFTER DELETE ON "business_times" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_photos_changes_insert" AFTER INSERT ON "store_photos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_photos_changes_update" AFTER UPDATE ON "store_photos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_photos_changes_delete" AFTER DELETE ON "store_photos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_slots_changes_insert" AFTER INSERT ON "store_slots" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('slots', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_slots_changes_update" AFTER UPDATE ON "store_slots" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('slots', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_slots_changes_delete" AFTER DELETE ON "store_slots" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('slots', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "orders_changes_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('seats', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "orders_changes_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('seats', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "orders_changes_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('seats', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_changes_insert" AFTER INSERT ON "waitlist_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('seats', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_changes_update" AFTER UPDATE ON "waitlist_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('seats', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_changes_delete" AFTER DELETE ON "waitlist_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('seats', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "comments_changes_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('comments', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "comments_changes_update" AFTER UPDATE ON "comments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('comments', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "comments_changes_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('comments', 'store_id');
