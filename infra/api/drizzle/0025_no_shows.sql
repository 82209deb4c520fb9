CREATE TABLE "booking_guarantees" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer,
	"kind" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"gateway_key" varchar(64) NOT NULL,
	"gateway_ref" varchar(64),
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"card_last_four" varchar(4),
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_guarantees_kind_known" CHECK ("booking_guarantees"."kind" in ('card', 'deposit')),
	CONSTRAINT "booking_guarantees_status_known" CHECK ("booking_guarantees"."status" in ('pending', 'authorized', 'declined', 'released', 'captured', 'failed')),
	CONSTRAINT "booking_guarantees_amounts" CHECK ("booking_guarantees"."amount" >= 0 and "booking_guarantees"."captured_amount" between 0 and "booking_guarantees"."amount")
);
--> statement-breakpoint
CREATE TABLE "money_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" varchar(24) NOT NULL,
	"store_id" integer,
	"member_id" integer,
	"amount" integer NOT NULL,
	CONSTRAINT "money_entries_nonzero" CHECK ("money_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "money_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"reason" varchar(24) NOT NULL,
	"guarantee_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_show_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"phone" varchar(20) NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(10) DEFAULT 'standing' NOT NULL,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"store_answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "no_show_marks_status_known" CHECK ("no_show_marks"."status" in ('standing', 'disputed', 'withdrawn', 'upheld'))
);
--> statement-breakpoint
CREATE TABLE "store_house_rules" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"deposit_kind" varchar(8) DEFAULT 'none' NOT NULL,
	"deposit_per_person" integer DEFAULT 0 NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"time_limit_minutes" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_house_rules_deposit_kind_known" CHECK ("store_house_rules"."deposit_kind" in ('none', 'card', 'deposit')),
	CONSTRAINT "store_house_rules_deposit_amount" CHECK ("store_house_rules"."deposit_per_person" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_draw_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(32) NOT NULL,
	"draw_id" integer NOT NULL,
	"member_id" integer,
	"guest_name" varchar(100),
	"phone" varchar(20) NOT NULL,
	"time" varchar(5) NOT NULL,
	"adult_num" smallint NOT NULL,
	"child_num" smallint DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'entered' NOT NULL,
	"position" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_draw_entries_status_known" CHECK ("table_draw_entries"."status" in ('entered', 'won', 'lost')),
	CONSTRAINT "table_draw_entries_party_positive" CHECK ("table_draw_entries"."adult_num" >= 1 and "table_draw_entries"."child_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(32) NOT NULL,
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"window_minutes" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'scheduled' NOT NULL,
	"drawn_at" timestamp with time zone,
	"seed" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_draws_status_known" CHECK ("table_draws"."status" in ('scheduled', 'drawn', 'cancelled')),
	CONSTRAINT "table_draws_window" CHECK ("table_draws"."window_minutes" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreed_rules" jsonb;--> statement-breakpoint
ALTER TABLE "booking_guarantees" ADD CONSTRAINT "booking_guarantees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guarantees" ADD CONSTRAINT "booking_guarantees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guarantees" ADD CONSTRAINT "booking_guarantees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_transaction_id_money_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."money_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_guarantee_id_booking_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."booking_guarantees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_marks" ADD CONSTRAINT "no_show_marks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_marks" ADD CONSTRAINT "no_show_marks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_house_rules" ADD CONSTRAINT "store_house_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_draw_entries" ADD CONSTRAINT "table_draw_entries_draw_id_table_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."table_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_draw_entries" ADD CONSTRAINT "table_draw_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_draw_entries" ADD CONSTRAINT "table_draw_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_draws" ADD CONSTRAINT "table_draws_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_guarantees_order_uq" ON "booking_guarantees" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_guarantees_gateway_key_uq" ON "booking_guarantees" USING btree ("gateway_key");--> statement-breakpoint
CREATE INDEX "booking_guarantees_store_idx" ON "booking_guarantees" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "booking_guarantees_member_idx" ON "booking_guarantees" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "booking_guarantees_pending_idx" ON "booking_guarantees" USING btree ("updated_at") WHERE "booking_guarantees"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "money_entries_transaction_idx" ON "money_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "money_entries_store_idx" ON "money_entries" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "money_entries_member_idx" ON "money_entries" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_transactions_key_uq" ON "money_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "money_transactions_guarantee_idx" ON "money_transactions" USING btree ("guarantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_marks_order_uq" ON "no_show_marks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "no_show_marks_phone_idx" ON "no_show_marks" USING btree ("phone","marked_at");--> statement-breakpoint
CREATE INDEX "no_show_marks_store_idx" ON "no_show_marks" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "store_house_rules_filters_idx" ON "store_house_rules" USING btree ("deposit_kind","pets_allowed","time_limit_minutes");--> statement-breakpoint
CREATE UNIQUE INDEX "table_draw_entries_public_id_uq" ON "table_draw_entries" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_draw_entries_phone_uq" ON "table_draw_entries" USING btree ("draw_id","phone");--> statement-breakpoint
CREATE INDEX "table_draw_entries_member_idx" ON "table_draw_entries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "table_draw_entries_order_idx" ON "table_draw_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_draws_public_id_uq" ON "table_draws" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_draws_store_date_uq" ON "table_draws" USING btree ("store_id","date") WHERE "table_draws"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "table_draws_due_idx" ON "table_draws" USING btree ("opens_at") WHERE "table_draws"."status" = 'scheduled';--> statement-breakpoint
-- Guards of the guarantees' money ledger, as for the coin ledger (0007): append-only, and every
-- transaction balanced at commit.
CREATE TRIGGER money_transactions_append_only BEFORE UPDATE OR DELETE ON money_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER money_transactions_no_truncate BEFORE TRUNCATE ON money_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER money_entries_append_only BEFORE UPDATE OR DELETE ON money_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER money_entries_no_truncate BEFORE TRUNCATE ON money_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE FUNCTION money_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id integer;
  n integer;
  total bigint;
BEGIN
  IF TG_TABLE_NAME = 'money_transactions' THEN
    tx_id := NEW.id;
  ELSE
    tx_id := NEW.transaction_id;
  END IF;
  SELECT count(*), coalesce(sum(amount), 0) INTO n, total FROM money_entries WHERE transaction_id = tx_id;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'money transaction % is unbalanced (% entries, sum %)', tx_id, n, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_transactions_balanced AFTER INSERT ON money_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_entries_balanced AFTER INSERT ON money_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_check_balanced();
