CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"open" time NOT NULL,
	"close" time NOT NULL,
	CONSTRAINT "business_times_weekday_range" CHECK ("business_times"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(200) NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooperation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" varchar(200) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(200) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"price" integer NOT NULL,
	"period_days" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"postal_code" varchar(5) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_food_types" (
	"store_id" integer NOT NULL,
	"food_type_id" integer NOT NULL,
	CONSTRAINT "store_food_types_store_id_food_type_id_pk" PRIMARY KEY("store_id","food_type_id")
);
--> statement-breakpoint
CREATE TABLE "store_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_tags" (
	"store_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "store_tags_store_id_tag_id_pk" PRIMARY KEY("store_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(100) NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address" varchar(200) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_level" smallint DEFAULT 2 NOT NULL,
	"reward_rate" smallint DEFAULT 0 NOT NULL,
	"joy_booking" boolean DEFAULT false NOT NULL,
	"joy_pay" boolean DEFAULT false NOT NULL,
	"average_score" numeric(3, 2) DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"opened_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_reward_rate_range" CHECK ("stores"."reward_rate" between 0 and 20),
	CONSTRAINT "stores_price_level_range" CHECK ("stores"."price_level" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "business_times" ADD CONSTRAINT "business_times_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_food_types" ADD CONSTRAINT "store_food_types_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_food_types" ADD CONSTRAINT "store_food_types_food_type_id_food_types_id_fk" FOREIGN KEY ("food_type_id") REFERENCES "public"."food_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_photos" ADD CONSTRAINT "store_photos_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tags" ADD CONSTRAINT "store_tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tags" ADD CONSTRAINT "store_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_view_count_idx" ON "articles" USING btree ("view_count");--> statement-breakpoint
CREATE INDEX "business_times_store_weekday_idx" ON "business_times" USING btree ("store_id","weekday");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cooperation_requests_created_at_idx" ON "cooperation_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "districts_city_id_idx" ON "districts" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_city_name_uq" ON "districts" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "store_food_types_food_type_id_idx" ON "store_food_types" USING btree ("food_type_id");--> statement-breakpoint
CREATE INDEX "store_photos_store_id_idx" ON "store_photos" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_tags_tag_id_idx" ON "store_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_uq" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stores_city_id_idx" ON "stores" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "stores_district_id_idx" ON "stores" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "stores_opened_at_idx" ON "stores" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "stores_average_score_idx" ON "stores" USING btree ("average_score");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name");