CREATE TABLE "dealer_coupon_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_member_id" integer NOT NULL,
	"coupon_id" integer,
	"kind" varchar(10) NOT NULL,
	"year" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_coupon_events_kind_known" CHECK ("dealer_coupon_events"."kind" in ('granted', 'given', 'activated', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "dealer_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_member_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"phone" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'given' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_by_member_id" integer,
	"activated_at" timestamp with time zone,
	"receiver" varchar(100),
	"receiver_address" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_coupons_status_known" CHECK ("dealer_coupons"."status" in ('given', 'activated', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "credit_card_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_coupon_events" ADD CONSTRAINT "dealer_coupon_events_dealer_member_id_dealers_member_id_fk" FOREIGN KEY ("dealer_member_id") REFERENCES "public"."dealers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_coupon_events" ADD CONSTRAINT "dealer_coupon_events_coupon_id_dealer_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."dealer_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_coupons" ADD CONSTRAINT "dealer_coupons_dealer_member_id_dealers_member_id_fk" FOREIGN KEY ("dealer_member_id") REFERENCES "public"."dealers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_coupons" ADD CONSTRAINT "dealer_coupons_activated_by_member_id_members_id_fk" FOREIGN KEY ("activated_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_coupon_events_grant_uq" ON "dealer_coupon_events" USING btree ("dealer_member_id","year") WHERE "dealer_coupon_events"."kind" = 'granted';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_coupon_events_coupon_kind_uq" ON "dealer_coupon_events" USING btree ("coupon_id","kind");--> statement-breakpoint
CREATE INDEX "dealer_coupon_events_dealer_idx" ON "dealer_coupon_events" USING btree ("dealer_member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_coupons_token_hash_uq" ON "dealer_coupons" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dealer_coupons_dealer_year_idx" ON "dealer_coupons" USING btree ("dealer_member_id","year","created_at");--> statement-breakpoint
CREATE INDEX "dealer_coupons_activated_by_idx" ON "dealer_coupons" USING btree ("activated_by_member_id");--> statement-breakpoint
CREATE INDEX "dealer_coupons_given_expiry_idx" ON "dealer_coupons" USING btree ("expires_at") WHERE "dealer_coupons"."status" = 'given';