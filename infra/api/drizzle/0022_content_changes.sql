-- Editorial content in the read model's change feed (infra/api/src/read-model/change-feed.ts):
-- a statement that changes the carousel, an article (its likes move like_count) or a news item
-- writes one 'content' row (store 0), so the cached carousel, article and news replies are
-- replaced on the next read on every instance.
CREATE FUNCTION store_changes_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_changes (store_id, kind) VALUES (0, 'content');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "carousel_items_changes" AFTER INSERT OR UPDATE OR DELETE ON "carousel_items" FOR EACH STATEMENT EXECUTE FUNCTION store_changes_content();
--> statement-breakpoint
CREATE TRIGGER "articles_changes" AFTER INSERT OR UPDATE OR DELETE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION store_changes_content();
--> statement-breakpoint
CREATE TRIGGER "news_changes" AFTER INSERT OR UPDATE OR DELETE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION store_changes_content();
