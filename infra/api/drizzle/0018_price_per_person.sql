ALTER TABLE "stores" ADD COLUMN "price_per_person" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_price_per_person_idx" ON "stores" USING btree ("price_per_person");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_price_per_person_range" CHECK ("stores"."price_per_person" between 0 and 100000);--> statement-breakpoint
-- Stores seeded before the column: a price per person inside their price level's band (db/seed.ts fillPricePerPerson, same rule).
UPDATE "stores" SET "price_per_person" = CASE "price_level" WHEN 1 THEN 120 + ("id" * 7919 % 19) * 10 WHEN 2 THEN 300 + ("id" * 7919 % 31) * 10 WHEN 3 THEN 600 + ("id" * 7919 % 61) * 10 ELSE 1200 + ("id" * 7919 % 181) * 10 END WHERE "price_per_person" = 0;
