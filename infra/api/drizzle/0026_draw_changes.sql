-- Table draws and house rules in the read model's change feed (read-model/change-feed.ts): a scheduled draw holds
-- its date off first-come booking, as a closing day does, so a statement that adds, moves or ends
-- a draw writes a 'slots' row for its store (the bookable dates and the availability search
-- change).
CREATE TRIGGER "table_draws_changes_insert" AFTER INSERT ON "table_draws" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('slots', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "table_draws_changes_update" AFTER UPDATE ON "table_draws" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('slots', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "table_draws_changes_delete" AFTER DELETE ON "table_draws" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('slots', 'store_id');
--> statement-breakpoint
-- A store's house rules card is on its page and behind three search filters: a 'store' row.
CREATE TRIGGER "store_house_rules_changes_insert" AFTER INSERT ON "store_house_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_house_rules_changes_update" AFTER UPDATE ON "store_house_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_house_rules_changes_delete" AFTER DELETE ON "store_house_rules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'store_id');
