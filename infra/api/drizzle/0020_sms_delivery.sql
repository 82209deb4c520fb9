CREATE TABLE "sms_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_message_id" varchar(64) NOT NULL,
	"message_id" varchar(36),
	"phone" varchar(20) NOT NULL,
	"segments" integer,
	"status" varchar(12) NOT NULL,
	"provider_status" varchar(10),
	"status_text" varchar(40),
	"sent_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_deliveries_status_known" CHECK ("sms_deliveries"."status" in ('accepted', 'sent', 'delivered', 'failed', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_deliveries_provider_message_uq" ON "sms_deliveries" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_deliveries_message_id_idx" ON "sms_deliveries" USING btree ("message_id");