-- The store's own content in the read model's change feed (read-model/change-feed.ts): a
-- statement that changes a menu section or dish writes a 'store' row (the store page shows the
-- menu, and the keyword search matches its dishes); one that changes a special closing day
-- writes a 'slots' row (the bookable dates and free times change).
CREATE TRIGGER "store_menu_sections_changes_insert" AFTER INSERT ON "store_menu_sections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_menu_sections_changes_update" AFTER UPDATE ON "store_menu_sections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_menu_sections_changes_delete" AFTER DELETE ON "store_menu_sections" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_menu_items_changes_insert" AFTER INSERT ON "store_menu_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_menu_items_changes_update" AFTER UPDATE ON "store_menu_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_menu_items_changes_delete" AFTER DELETE ON "store_menu_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('store', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_closures_changes_insert" AFTER INSERT ON "store_closures" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_new('slots', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_closures_changes_update" AFTER UPDATE ON "store_closures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_both('slots', 'store_id');
--> statement-breakpoint
CREATE TRIGGER "store_closures_changes_delete" AFTER DELETE ON "store_closures" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_from_old('slots', 'store_id');
