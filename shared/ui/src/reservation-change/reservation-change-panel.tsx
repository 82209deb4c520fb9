import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { ApiError, messages, partyLimits, type FieldErrors, type TimeSlot } from '@joy/contract';
import { schemas, validate } from '@joy/contract/forms';
import { Button, Spinner } from '@joy/ui';
import { changeDates, changeFieldTexts, fitsChange, isUnchanged, people, type BookedSlot, type ReservationChange } from './change-rules';
import { DateSelect, PartySelects, TimeChoices } from './change-pickers';
import { CodeProof } from './code-proof';

const Panel = styled.section`
  margin-top: 20px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  text-align: left;
  h2 { margin: 0 0 12px; font-size: 1.15rem; }
  h2:focus { outline: none; }
`;

const Alert = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: 8px;
  background: #fdecea;
  color: ${({ theme }) => theme.color.danger};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  flex-wrap: wrap;
  button { flex: 1 1 8em; }
`;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 16px;
`;

export interface ReservationChangePanelProps {
  /** The booking as it is now. */
  booking: BookedSlot;
  /** Names this store's availability in the cache (the store id). */
  storeKey: string;
  /** The store's bookable dates → times with a seat (GET can-order-date). */
  loadDates: () => Promise<Record<string, string[]>>;
  /** One date's times for a party (GET can-order-times). */
  loadTimes: (date: string, people: number) => Promise<TimeSlot[]>;
  /** A guest proves it is them with a code texted to the booking's phone; a member needs none. */
  code?: { phoneHint: string; send: () => Promise<{ phone_hint: string }> };
  /** Sends the change; resolves once the booking has it, rejects with the API's refusal. */
  submit: (change: ReservationChange) => Promise<void>;
  onClose: () => void;
}

const FORM_FIELDS = ['date', 'time', 'adult_num', 'child_num', 'code'];

/**
 * 更改訂位: date, time (the store's times for the date and party, as the booking steps show
 * them), adults and children, and for a guest the SMS code. Refusals stay in the panel — field
 * errors beside their fields, anything else (此時段已客滿…, a cut-off passed) above the buttons,
 * with the day's times read again after a full slot. The guest's result page and the member's
 * order detail both lazy-load it (`@joy/ui/reservation-change`).
 */
export function ReservationChangePanel({ booking, storeKey, loadDates, loadTimes, code: proof, submit, onClose }: ReservationChangePanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState<string | null>(booking.time.slice(0, 5));
  const [party, setParty] = useState({ adults: booking.adult_num, children: booking.child_num });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const size = party.adults + party.children;

  const dates = useSWR(['reservation-change-dates', storeKey], () => loadDates(), { revalidateOnFocus: false });
  const times = useSWR(['reservation-change-times', storeKey, date, size], () => loadTimes(date, size), { revalidateOnFocus: false });
  const fits = (slot: TimeSlot) => fitsChange(slot, date, size, booking);
  // A time that the new date or party no longer fits is not chosen any more.
  const chosen = time && times.data?.some((slot) => slot.time === time && fits(slot)) ? time : null;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  function refuse(error: unknown) {
    if (error instanceof ApiError) {
      const fields = Object.fromEntries(Object.entries(error.fields).filter(([key]) => FORM_FIELDS.includes(key)));
      const other = Object.entries(error.fields).find(([key]) => !FORM_FIELDS.includes(key))?.[1];
      setErrors(fields);
      setAlert(Object.keys(fields).length ? (other ?? null) : (other ?? error.message));
      // A full slot: the day's times as they are now.
      if (error.status === 409) void times.mutate();
      return;
    }
    setAlert(messages.operationFailed);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const input = { date, time: chosen ?? '', adult_num: party.adults, child_num: party.children, ...(proof ? { code } : {}) };
    // The contract's body is the form's rule (the API checks the same); a time is picked, not typed.
    const checked = await validate(proof ? schemas.orderResultChangeBody : schemas.reservationChangeBody, input);
    const found: FieldErrors = checked.ok ? {} : checked.errors;
    if (!chosen) found.time = changeFieldTexts.timeRequired;
    setErrors(found);
    if (!checked.ok || !chosen) return;
    const change: ReservationChange = checked.value;
    if (isUnchanged(change, booking)) return setAlert(messages.orderChangeSame);
    setBusy(true);
    try {
      await submit(change);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        更改訂位
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        {dates.error ? (
          <Alert role="alert">
            可訂位的日期載入失敗，
            <Button type="button" $variant="ghost" onClick={() => void dates.mutate()}>
              重新載入
            </Button>
          </Alert>
        ) : !dates.data ? (
          <Waiting>
            <Spinner /> 載入可訂位的日期…
          </Waiting>
        ) : (
          <DateSelect dates={changeDates(dates.data, booking)} value={date} error={errors.date} onChange={(next) => { setDate(next); setTime(null); }} />
        )}
        <PartySelects adults={party.adults} children={party.children} max={Math.max(partyLimits.maxPickerPeople, people(booking))} errors={errors} onChange={setParty} />
        {times.error ? (
          <Alert role="alert">
            時段載入失敗，
            <Button type="button" $variant="ghost" onClick={() => void times.mutate()}>
              重新載入
            </Button>
          </Alert>
        ) : !times.data ? (
          <Waiting>
            <Spinner /> 載入時段…
          </Waiting>
        ) : (
          <TimeChoices slots={times.data} value={chosen} fits={fits} error={errors.time} onChange={setTime} />
        )}
        {proof && <CodeProof phoneHint={proof.phoneHint} send={proof.send} code={code} error={errors.code} onCode={setCode} onSendFailed={setAlert} />}
        {alert && (
          <Alert role="alert" ref={alertRef} tabIndex={-1}>
            {alert}
          </Alert>
        )}
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            返回
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? '更改中…' : '確認更改'}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
