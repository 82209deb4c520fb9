-- The lot-bounds check (0007) as a real backstop under concurrency: it now locks the lot row
-- before summing, so two transactions that both took a lot's last coins cannot both commit.
-- Under READ COMMITTED the second waits for the first, then sums with its entries visible
-- and is refused. (The ledger's per-member advisory lock queues them long before this; the
-- check is what holds if a code path ever forgets it.) FOR UPDATE takes a row lock only: the
-- append-only trigger on coin_lots does not fire.
CREATE OR REPLACE FUNCTION ledger_check_lot() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lot record;
  left_over bigint;
BEGIN
  SELECT member_id, amount INTO lot FROM coin_lots WHERE id = NEW.lot_id FOR UPDATE;
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
