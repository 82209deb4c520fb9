CREATE TABLE "blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(32) NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer,
	"guest_name" varchar(100),
	"guest_gender" smallint,
	"guest_email" varchar(200),
	"guest_phone" varchar(20),
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"adult_num" smallint NOT NULL,
	"child_num" smallint DEFAULT 0 NOT NULL,
	"purpose" varchar(100) DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"from_source" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_range" CHECK ("orders"."status" in (0, 1, 2, 4, 5, 6, 7)),
	CONSTRAINT "orders_party_positive" CHECK ("orders"."adult_num" >= 1 and "orders"."child_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"time" varchar(5) NOT NULL,
	"capacity" smallint NOT NULL,
	CONSTRAINT "store_slots_weekday_range" CHECK ("store_slots"."weekday" between 0 and 6),
	CONSTRAINT "store_slots_capacity_positive" CHECK ("store_slots"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_slots" ADD CONSTRAINT "store_slots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_phone_uq" ON "blacklist" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_slug_uq" ON "orders" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "orders_store_date_time_idx" ON "orders" USING btree ("store_id","date","time");--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_idempotency_uq" ON "orders" USING btree ("member_id","idempotency_key") WHERE "orders"."member_id" is not null and "orders"."idempotency_key" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_idempotency_uq" ON "orders" USING btree ("guest_phone","idempotency_key") WHERE "orders"."member_id" is null and "orders"."idempotency_key" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "store_slots_store_weekday_time_uq" ON "store_slots" USING btree ("store_id","weekday","time");