-- Guards of the joy coin ledger (src/ledger/ledger.ts), and the banks of POST /v2/bank/list.
--
-- 1. Append-only: ledger transactions, entries and coin lots are never changed or removed.
--    A correction is a new transaction (reason reversal), never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the coin ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER coin_lots_append_only BEFORE UPDATE OR DELETE ON coin_lots
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER coin_lots_no_truncate BEFORE TRUNCATE ON coin_lots
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 2. Double entry: at commit, every transaction has at least two entries summing to zero.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id integer;
  n integer;
  total bigint;
BEGIN
  -- Each branch is planned only when it runs: NEW has different fields on the two tables.
  IF TG_TABLE_NAME = 'ledger_transactions' THEN
    tx_id := NEW.id;
  ELSE
    tx_id := NEW.transaction_id;
  END IF;
  SELECT count(*), coalesce(sum(amount), 0) INTO n, total FROM ledger_entries WHERE transaction_id = tx_id;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (% entries, sum %)', tx_id, n, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- 3. Lots: at commit, what is left of a lot is between 0 and its amount, and only its
--    member's wallet entries name it. So a balance can never go negative, whatever the code.
CREATE FUNCTION ledger_check_lot() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lot record;
  left_over bigint;
BEGIN
  SELECT member_id, amount INTO lot FROM coin_lots WHERE id = NEW.lot_id;
  IF NEW.account <> 'member_wallet' OR NEW.member_id IS DISTINCT FROM lot.member_id THEN
    RAISE EXCEPTION 'lot % belongs to member %, not to % entry of member %', NEW.lot_id, lot.member_id, NEW.account, NEW.member_id
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO left_over FROM ledger_entries WHERE lot_id = NEW.lot_id;
  IF left_over < 0 OR left_over > lot.amount THEN
    RAISE EXCEPTION 'lot % would hold % of % coins', NEW.lot_id, left_over, lot.amount
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_lot_bounds AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.lot_id IS NOT NULL) EXECUTE FUNCTION ledger_check_lot();
--> statement-breakpoint
-- Taiwan's main banks (金融機構代號, 3 digits) for the bank account form.
INSERT INTO banks (code, name, sort) VALUES
  ('004', '臺灣銀行', 1),
  ('005', '臺灣土地銀行', 2),
  ('006', '合作金庫商業銀行', 3),
  ('007', '第一商業銀行', 4),
  ('008', '華南商業銀行', 5),
  ('009', '彰化商業銀行', 6),
  ('011', '上海商業儲蓄銀行', 7),
  ('012', '台北富邦商業銀行', 8),
  ('013', '國泰世華商業銀行', 9),
  ('016', '高雄銀行', 10),
  ('017', '兆豐國際商業銀行', 11),
  ('021', '花旗(台灣)商業銀行', 12),
  ('048', '王道商業銀行', 13),
  ('050', '臺灣中小企業銀行', 14),
  ('052', '渣打國際商業銀行', 15),
  ('053', '台中商業銀行', 16),
  ('054', '京城商業銀行', 17),
  ('081', '滙豐(台灣)商業銀行', 18),
  ('101', '瑞興商業銀行', 19),
  ('102', '華泰商業銀行', 20),
  ('103', '臺灣新光商業銀行', 21),
  ('108', '陽信商業銀行', 22),
  ('118', '板信商業銀行', 23),
  ('147', '三信商業銀行', 24),
  ('700', '中華郵政', 25),
  ('803', '聯邦商業銀行', 26),
  ('805', '遠東國際商業銀行', 27),
  ('806', '元大商業銀行', 28),
  ('807', '永豐商業銀行', 29),
  ('808', '玉山商業銀行', 30),
  ('809', '凱基商業銀行', 31),
  ('810', '星展(台灣)商業銀行', 32),
  ('812', '台新國際商業銀行', 33),
  ('816', '安泰商業銀行', 34),
  ('822', '中國信託商業銀行', 35),
  ('823', '將來商業銀行', 36),
  ('824', '連線商業銀行', 37),
  ('826', '樂天國際商業銀行', 38)
ON CONFLICT (code) DO NOTHING;
