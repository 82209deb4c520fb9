CREATE TABLE "banks" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"received_on" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_lots_amount_positive" CHECK ("coin_lots"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invite_rewards" (
	"friend_member_id" integer PRIMARY KEY NOT NULL,
	"inviter_member_id" integer NOT NULL,
	"pay_log_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" varchar(24) NOT NULL,
	"member_id" integer,
	"store_id" integer,
	"lot_id" integer,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_account_known" CHECK ("ledger_entries"."account" in ('member_wallet', 'store_settlement', 'platform_rewards', 'withdrawals_payable', 'withdrawals_paid', 'expired')),
	CONSTRAINT "ledger_entries_wallet_names_lot" CHECK ("ledger_entries"."account" <> 'member_wallet' or ("ledger_entries"."member_id" is not null and "ledger_entries"."lot_id" is not null)),
	CONSTRAINT "ledger_entries_store_named" CHECK ("ledger_entries"."account" <> 'store_settlement' or "ledger_entries"."store_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" varchar(24) NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"member_id" integer,
	"pay_log_id" integer,
	"withdrawal_id" integer,
	"store_id" integer,
	"reverses_id" integer,
	"memo" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_reason_known" CHECK ("ledger_transactions"."reason" in ('payment_reward', 'invite_reward', 'spend', 'redeem', 'withdrawal', 'withdrawal_payout', 'withdrawal_reversal', 'expiry', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "member_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"source" varchar(10) DEFAULT 'member' NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"branch" varchar(50) NOT NULL,
	"account_name" varchar(50) NOT NULL,
	"account_number" varchar(20) NOT NULL,
	"passbook_image" text NOT NULL,
	"birthday" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_banks_source_known" CHECK ("member_banks"."source" in ('member', 'dealer'))
);
--> statement-breakpoint
CREATE TABLE "pay_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"coins_used" integer DEFAULT 0 NOT NULL,
	"reward_rate" smallint NOT NULL,
	"reward_coins" integer DEFAULT 0 NOT NULL,
	"vip_reward_coins" integer DEFAULT 0 NOT NULL,
	"vip_counted" integer DEFAULT 0 NOT NULL,
	"invite_reward_coins" integer DEFAULT 0 NOT NULL,
	"month" varchar(7) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"refund_reason" varchar(200),
	"refunded_at" timestamp with time zone,
	"reward_shortfall" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_logs_status_known" CHECK ("pay_logs"."status" in (1, 2)),
	CONSTRAINT "pay_logs_amounts" CHECK ("pay_logs"."amount" > 0 and "pay_logs"."coins_used" >= 0 and "pay_logs"."coins_used" <= "pay_logs"."amount"),
	CONSTRAINT "pay_logs_rewards" CHECK ("pay_logs"."reward_coins" >= 0 and "pay_logs"."vip_reward_coins" >= 0 and "pay_logs"."invite_reward_coins" >= 0 and "pay_logs"."reward_shortfall" >= 0 and "pay_logs"."vip_counted" >= 0),
	CONSTRAINT "pay_logs_reward_rate_range" CHECK ("pay_logs"."reward_rate" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"member_bank_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"coin" integer NOT NULL,
	"fee_ntd" integer NOT NULL,
	"amount_ntd" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"idempotency_key" varchar(64) DEFAULT '' NOT NULL,
	"failure_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."coin" > 0 and "withdrawals"."fee_ntd" >= 0 and "withdrawals"."amount_ntd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pay_code" varchar(32) DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 16)) NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_friend_member_id_members_id_fk" FOREIGN KEY ("friend_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_inviter_member_id_members_id_fk" FOREIGN KEY ("inviter_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_pay_log_id_pay_logs_id_fk" FOREIGN KEY ("pay_log_id") REFERENCES "public"."pay_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_lot_id_coin_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."coin_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_pay_log_id_pay_logs_id_fk" FOREIGN KEY ("pay_log_id") REFERENCES "public"."pay_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_id_ledger_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_banks" ADD CONSTRAINT "member_banks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_banks" ADD CONSTRAINT "member_banks_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_bank_id_member_banks_id_fk" FOREIGN KEY ("member_bank_id") REFERENCES "public"."member_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_lots_member_expires_idx" ON "coin_lots" USING btree ("member_id","expires_at");--> statement-breakpoint
CREATE INDEX "coin_lots_transaction_id_idx" ON "coin_lots" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "coin_lots_expires_at_idx" ON "coin_lots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "invite_rewards_inviter_member_id_idx" ON "invite_rewards" USING btree ("inviter_member_id");--> statement-breakpoint
CREATE INDEX "invite_rewards_pay_log_id_idx" ON "invite_rewards" USING btree ("pay_log_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_id_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_lot_id_idx" ON "ledger_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_account_idx" ON "ledger_entries" USING btree ("member_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_store_id_idx" ON "ledger_entries" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_uq" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_created_idx" ON "ledger_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_pay_log_id_idx" ON "ledger_transactions" USING btree ("pay_log_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_withdrawal_id_idx" ON "ledger_transactions" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_store_id_idx" ON "ledger_transactions" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reverses_id_idx" ON "ledger_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "member_banks_member_id_idx" ON "member_banks" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_banks_bank_code_idx" ON "member_banks" USING btree ("bank_code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_banks_live_account_uq" ON "member_banks" USING btree ("member_id","source","bank_code","account_number") WHERE "member_banks"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_logs_store_idempotency_uq" ON "pay_logs" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pay_logs_member_created_idx" ON "pay_logs" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_logs_member_month_idx" ON "pay_logs" USING btree ("member_id","month");--> statement-breakpoint
CREATE INDEX "pay_logs_store_created_idx" ON "pay_logs" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member_bank_id_idx" ON "withdrawals" USING btree ("member_bank_id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_idempotency_uq" ON "withdrawals" USING btree ("member_id","idempotency_key") WHERE "withdrawals"."idempotency_key" <> '';--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_pay_log_id_pay_logs_id_fk" FOREIGN KEY ("pay_log_id") REFERENCES "public"."pay_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_pay_code_uq" ON "members" USING btree ("pay_code");--> statement-breakpoint
CREATE INDEX "members_from_invite_code_idx" ON "members" USING btree ("from_invite_code");