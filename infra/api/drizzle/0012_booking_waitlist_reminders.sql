CREATE TABLE "booking_reminders" (
	"order_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "booking_reminders_kind_known" CHECK ("booking_reminders"."kind" in ('day-before', 'two-hours'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(32) NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer,
	"guest_name" varchar(100),
	"phone" varchar(20) NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"adult_num" smallint NOT NULL,
	"child_num" smallint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_known" CHECK ("waitlist_entries"."status" in ('waiting', 'held', 'booked', 'expired', 'left')),
	CONSTRAINT "waitlist_entries_party_positive" CHECK ("waitlist_entries"."adult_num" >= 1 and "waitlist_entries"."child_num" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_public_id_uq" ON "waitlist_entries" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_slot_idx" ON "waitlist_entries" USING btree ("store_id","date","time","status","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_member_id_idx" ON "waitlist_entries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_order_id_idx" ON "waitlist_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_hold_idx" ON "waitlist_entries" USING btree ("hold_expires_at") WHERE "waitlist_entries"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_phone_uq" ON "waitlist_entries" USING btree ("store_id","date","time","phone") WHERE "waitlist_entries"."status" in ('waiting', 'held');