CREATE TABLE "images" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"mime" varchar(20) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_positive" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_closures" (
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" varchar(100) DEFAULT '' NOT NULL,
	CONSTRAINT "store_closures_store_id_date_pk" PRIMARY KEY("store_id","date")
);
--> statement-breakpoint
CREATE TABLE "store_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"image" varchar(64),
	"signature" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_menu_items_price_range" CHECK ("store_menu_items"."price" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "store_menu_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_photos" ADD COLUMN "image" varchar(64);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "house_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_closures" ADD CONSTRAINT "store_closures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_menu_items" ADD CONSTRAINT "store_menu_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_menu_items" ADD CONSTRAINT "store_menu_items_section_id_store_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."store_menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_menu_items" ADD CONSTRAINT "store_menu_items_image_images_hash_fk" FOREIGN KEY ("image") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_menu_sections" ADD CONSTRAINT "store_menu_sections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_menu_items_store_id_idx" ON "store_menu_items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_menu_items_section_sort_idx" ON "store_menu_items" USING btree ("section_id","sort");--> statement-breakpoint
CREATE INDEX "store_menu_items_image_idx" ON "store_menu_items" USING btree ("image");--> statement-breakpoint
CREATE INDEX "store_menu_sections_store_sort_idx" ON "store_menu_sections" USING btree ("store_id","sort");--> statement-breakpoint
ALTER TABLE "store_photos" ADD CONSTRAINT "store_photos_image_images_hash_fk" FOREIGN KEY ("image") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_photos_image_idx" ON "store_photos" USING btree ("image");