ALTER TABLE "orders" ADD COLUMN "dietary_note" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seating_area" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "high_chairs" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "diner_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "seating_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "change_cutoff_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sms_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_high_chairs_range" CHECK ("orders"."high_chairs" between 0 and 4);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_change_cutoff_range" CHECK ("stores"."change_cutoff_minutes" between 0 and 10080);