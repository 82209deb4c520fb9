CREATE TABLE "article_likes" (
	"member_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_member_id_article_id_pk" PRIMARY KEY("member_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer,
	"order_id" integer,
	"pay_log_id" integer,
	"name" varchar(100) NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"score" smallint NOT NULL,
	"score_food" smallint NOT NULL,
	"score_service" smallint NOT NULL,
	"score_ambience" smallint NOT NULL,
	"score_value" smallint NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply" text,
	"reply_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_score_range" CHECK ("comments"."score" between 1 and 5),
	CONSTRAINT "comments_sub_scores_range" CHECK ("comments"."score_food" between 1 and 5 and "comments"."score_service" between 1 and 5 and "comments"."score_ambience" between 1 and 5 and "comments"."score_value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "member_collections" (
	"member_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_collections_member_id_store_id_pk" PRIMARY KEY("member_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "max_party_size" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_collections" ADD CONSTRAINT "member_collections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_collections" ADD CONSTRAINT "member_collections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_likes_article_id_idx" ON "article_likes" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "comments_store_created_idx" ON "comments" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_member_id_idx" ON "comments" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_order_id_uq" ON "comments" USING btree ("order_id") WHERE "comments"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_pay_log_id_uq" ON "comments" USING btree ("pay_log_id") WHERE "comments"."pay_log_id" is not null;--> statement-breakpoint
CREATE INDEX "member_collections_member_created_idx" ON "member_collections" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_collections_store_id_idx" ON "member_collections" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "stores_search_text_trgm_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_max_party_size_range" CHECK ("stores"."max_party_size" between 1 and 200);--> statement-breakpoint
-- Backfill for databases seeded before this migration (a fresh seed writes the same values).
UPDATE "cities" AS c SET "lat" = v.lat, "lng" = v.lng FROM (VALUES
  ('台北市', 25.0375, 121.5637), ('新北市', 25.0120, 121.4651), ('桃園市', 24.9936, 121.3010), ('新竹市', 24.8066, 120.9686),
  ('台中市', 24.1620, 120.6469), ('台南市', 22.9920, 120.1850), ('高雄市', 22.6205, 120.3120)
) AS v(name, lat, lng) WHERE c."name" = v.name;--> statement-breakpoint
UPDATE "stores" AS s SET "search_text" = concat_ws(' ', s."name",
  (SELECT string_agg(f."name", ' ' ORDER BY f."sort") FROM "store_food_types" sf JOIN "food_types" f ON f."id" = sf."food_type_id" WHERE sf."store_id" = s."id"),
  (SELECT d."name" FROM "districts" d WHERE d."id" = s."district_id"),
  s."address");
