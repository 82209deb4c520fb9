CREATE TABLE "credit_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"card_token" text NOT NULL,
	"card_key" text DEFAULT '' NOT NULL,
	"card_6_num" varchar(6) NOT NULL,
	"last_four" varchar(4) NOT NULL,
	"brand" varchar(10) NOT NULL,
	"expiry" varchar(5) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "credit_cards_brand_known" CHECK ("credit_cards"."brand" in ('visa', 'master', 'other'))
);
--> statement-breakpoint
CREATE TABLE "dealer_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_member_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"month" varchar(7) NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"base_amount" integer NOT NULL,
	"payments" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_earnings_kind_known" CHECK ("dealer_earnings"."kind" in ('angel_bonus', 'store_profit')),
	CONSTRAINT "dealer_earnings_amounts" CHECK ("dealer_earnings"."amount_cents" >= 0 and "dealer_earnings"."base_amount" >= 0 and "dealer_earnings"."level" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "dealer_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_member_id" integer NOT NULL,
	"member_bank_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "dealer_withdrawals_kind_known" CHECK ("dealer_withdrawals"."kind" in ('angel_bonus', 'store_profit')),
	CONSTRAINT "dealer_withdrawals_status_known" CHECK ("dealer_withdrawals"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "dealer_withdrawals_amount" CHECK ("dealer_withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"charge_plan_id" integer NOT NULL,
	"receiver" varchar(100) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"receiver_address" varchar(200) NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommended_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_member_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer,
	"member_id" integer NOT NULL,
	"credit_card_id" integer,
	"program_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"status" varchar(10) NOT NULL,
	"gateway_ref" varchar(80) DEFAULT '' NOT NULL,
	"failure_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_status_known" CHECK ("subscription_charges"."status" in ('succeeded', 'failed')),
	CONSTRAINT "subscription_charges_amount" CHECK ("subscription_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"next_program_id" integer,
	"credit_card_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"consent" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('active', 'ended', 'failed')),
	CONSTRAINT "subscriptions_consent_known" CHECK ("subscriptions"."consent" in ('adult', 'guardian')),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."period_end" > "subscriptions"."period_start")
);
--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_earnings" ADD CONSTRAINT "dealer_earnings_dealer_member_id_dealers_member_id_fk" FOREIGN KEY ("dealer_member_id") REFERENCES "public"."dealers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_withdrawals" ADD CONSTRAINT "dealer_withdrawals_dealer_member_id_dealers_member_id_fk" FOREIGN KEY ("dealer_member_id") REFERENCES "public"."dealers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_withdrawals" ADD CONSTRAINT "dealer_withdrawals_member_bank_id_member_banks_id_fk" FOREIGN KEY ("member_bank_id") REFERENCES "public"."member_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_charge_plan_id_dealer_programs_id_fk" FOREIGN KEY ("charge_plan_id") REFERENCES "public"."dealer_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_stores" ADD CONSTRAINT "recommended_stores_dealer_member_id_dealers_member_id_fk" FOREIGN KEY ("dealer_member_id") REFERENCES "public"."dealers"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_stores" ADD CONSTRAINT "recommended_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_program_id_dealer_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."dealer_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_program_id_dealer_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."dealer_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_program_id_dealer_programs_id_fk" FOREIGN KEY ("next_program_id") REFERENCES "public"."dealer_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_cards_member_id_idx" ON "credit_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_default_uq" ON "credit_cards" USING btree ("member_id") WHERE "credit_cards"."is_default" and "credit_cards"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_earnings_once_uq" ON "dealer_earnings" USING btree ("dealer_member_id","kind","month","level","store_id");--> statement-breakpoint
CREATE INDEX "dealer_earnings_dealer_kind_idx" ON "dealer_earnings" USING btree ("dealer_member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "dealer_withdrawals_dealer_kind_idx" ON "dealer_withdrawals" USING btree ("dealer_member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "dealer_withdrawals_member_bank_id_idx" ON "dealer_withdrawals" USING btree ("member_bank_id");--> statement-breakpoint
CREATE INDEX "dealers_charge_plan_id_idx" ON "dealers" USING btree ("charge_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommended_stores_store_uq" ON "recommended_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "recommended_stores_dealer_idx" ON "recommended_stores" USING btree ("dealer_member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_idempotency_uq" ON "subscription_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_id_idx" ON "subscription_charges" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_charges_member_id_idx" ON "subscription_charges" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_charges_credit_card_id_idx" ON "subscription_charges" USING btree ("credit_card_id");--> statement-breakpoint
CREATE INDEX "subscription_charges_program_id_idx" ON "subscription_charges" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_member_uq" ON "subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "subscriptions_program_id_idx" ON "subscriptions" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "subscriptions_next_program_id_idx" ON "subscriptions" USING btree ("next_program_id");--> statement-breakpoint
CREATE INDEX "subscriptions_credit_card_id_idx" ON "subscriptions" USING btree ("credit_card_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_period_end_idx" ON "subscriptions" USING btree ("status","period_end");