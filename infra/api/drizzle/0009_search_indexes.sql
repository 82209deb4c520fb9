CREATE INDEX "business_times_weekday_store_idx" ON "business_times" USING btree ("weekday","store_id");--> statement-breakpoint
CREATE INDEX "stores_lat_lng_idx" ON "stores" USING btree ("lat","lng");--> statement-breakpoint
-- Databases seeded before short-keyword search: add the 1- and 2-character pieces to
-- search_text (the same statement as refreshSearchText in src/db/derived.ts), so 1–2 character
-- Chinese keywords find their stores through the trigram index. A fresh database has no stores
-- yet here and the seed writes the pieces itself.
UPDATE stores s SET search_text = x.base || ' ' || coalesce((
    SELECT ' ' || string_agg(g.piece, ' ' ORDER BY g.piece) || ' '
    FROM (SELECT DISTINCT substr(w.word, i, n) AS piece
          FROM regexp_split_to_table(x.base, '\s+') AS w(word),
               generate_series(1, 2) AS n,
               generate_series(1, char_length(w.word) - n + 1) AS i) g), '')
FROM (SELECT s2.id, concat_ws(' ', s2.name,
        (SELECT string_agg(f.name, ' ' ORDER BY f.sort) FROM store_food_types sf JOIN food_types f ON f.id = sf.food_type_id WHERE sf.store_id = s2.id),
        (SELECT d.name FROM districts d WHERE d.id = s2.district_id),
        s2.address) AS base
      FROM stores s2) x
WHERE x.id = s.id;
