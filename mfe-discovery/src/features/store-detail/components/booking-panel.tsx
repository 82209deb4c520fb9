import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { getBookingDraft, updateBookingDraft } from '@joy/booking-draft';
import { maxPickerChildren, partyLimits, type StoreDetail, type TimeSlot } from '@joy/contract';
import { Button, Card, dayjs, media } from '@joy/ui';
import { MonthCalendar, weekdayNames } from '../../../components/month-calendar';
import { useCanOrderDates, useCanOrderTimes } from '../api/get-can-order';
import { useLiveSlots } from '../lib/use-live-slots';

const Panel = styled(Card).attrs({ as: 'aside' })`
  padding: 16px;
  display: grid;
  gap: 12px;
  h2 { margin: 0; font-size: 1.1rem; }
  h3 { margin: 0 0 6px; font-size: 0.95rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  a { text-align: center; text-decoration: none; }
  ${media.desktop} { position: sticky; top: 80px; }
`;

const Party = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 12px;
  legend { font-weight: 700; font-size: 0.95rem; margin-bottom: 6px; padding: 0; }
  label { flex: 1; display: grid; gap: 4px; font-size: 0.9rem; }
  select { font: inherit; padding: 8px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.color.border}; background: #fff; }
  select:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const shimmer = keyframes`
  from { opacity: 0.5; }
  to { opacity: 1; }
`;

const Skeleton = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.surface};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
`;

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 6px;
  button {
    padding: 8px 4px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.primarySoft}; font-weight: 700; }
  button:disabled { color: #bbb; cursor: not-allowed; text-decoration: line-through; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const Choice = styled.p`
  && { color: ${({ theme }) => theme.color.text}; font-weight: 600; }
`;

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Read out, not shown. */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function Loading({ label, height }: { label: string; height: number }) {
  return (
    <div role="status">
      <Skeleton $height={height} aria-hidden="true" />
      <Hidden>{label}</Hidden>
    </div>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function TimeChoices({ slots, value, onChange }: { slots: TimeSlot[]; value: string | null; onChange: (time: string) => void }) {
  if (!slots.length) return <p role="status">這天沒有可訂位的時段，請選擇其他日期。</p>;
  return (
    <Slots role="group" aria-label="選擇時段">
      {slots.map((slot) => (
        <button
          key={slot.time}
          type="button"
          disabled={!slot.available}
          aria-pressed={value === slot.time}
          aria-label={`${slot.time}${slot.available ? '' : '（已額滿）'}`}
          onClick={() => onChange(slot.time)}
        >
          {slot.time}
        </button>
      ))}
    </Slots>
  );
}

function BookingChoices({ store }: { store: StoreDetail }) {
  // The party of the draft (an earlier visit's, checked against the contract's limits) is
  // where the panel starts; date and time always start empty, for this store.
  const [party, setParty] = useState(() => {
    const { adults, children } = getBookingDraft();
    return { adults, children };
  });
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const people = party.adults + party.children;
  const dates = useCanOrderDates(store.id, true);
  const times = useCanOrderTimes(store.id, date, people);
  useLiveSlots(store.id, date, people);
  const ids = { dates: useId(), times: useId() };

  // The map from date to times, read defensively: only YYYY-MM-DD keys with a list count.
  const timesOn = (day: string): string[] => {
    const list = dates.data?.[day];
    return Array.isArray(list) ? list : [];
  };
  const bookable = dates.data ? Object.keys(dates.data).filter((day) => DAY.test(day)).sort() : [];
  const open = bookable.filter((day) => timesOn(day).length > 0);
  const slots = Array.isArray(times.data) ? times.data : null;

  // A chosen time that is not offered for this party size any more is dropped.
  useEffect(() => {
    if (time && slots && !slots.some((slot) => slot.time === time && slot.available)) setTime(null);
  }, [time, slots]);

  const chosen = date ? dayjs(date) : null;
  return (
    <>
      <Party>
        <legend>用餐人數</legend>
        <label>
          大人
          <select
            value={party.adults}
            onChange={(e) => {
              const adults = Number(e.target.value);
              setParty({ adults, children: Math.min(party.children, maxPickerChildren(adults)) });
            }}
          >
            {range(partyLimits.minAdults, partyLimits.maxPickerPeople).map((n) => (
              <option key={n} value={n}>
                {n} 位
              </option>
            ))}
          </select>
        </label>
        <label>
          小孩
          <select value={party.children} onChange={(e) => setParty({ ...party, children: Number(e.target.value) })}>
            {range(partyLimits.minChildren, maxPickerChildren(party.adults)).map((n) => (
              <option key={n} value={n}>
                {n} 位
              </option>
            ))}
          </select>
        </label>
      </Party>

      <section aria-labelledby={ids.dates}>
        <h3 id={ids.dates}>日期</h3>
        {dates.isLoading && <Loading label="正在載入可訂位日期" height={260} />}
        {dates.data && open.length === 0 && <p role="status">近期沒有可訂位的日期，歡迎來電洽詢。</p>}
        {dates.data && open.length > 0 && (
          <MonthCalendar
            value={date}
            min={bookable[0]}
            max={bookable[bookable.length - 1]}
            isDisabled={(day) => !timesOn(day).length}
            disabledNote="（無空位）"
            onSelect={(day) => {
              setDate(day);
              setTime(null);
            }}
          />
        )}
      </section>

      {date && (
        <section aria-labelledby={ids.times}>
          <h3 id={ids.times}>時段</h3>
          {times.isLoading && <Loading label="正在載入可訂位時段" height={84} />}
          {slots && <TimeChoices slots={slots} value={time} onChange={setTime} />}
        </section>
      )}

      {chosen && (
        <Choice aria-live="polite">
          {chosen.format('M 月 D 日')}（週{weekdayNames[chosen.day()]}）{time ? ` ${time}` : ''}・{people} 位
        </Choice>
      )}
      <Button as={Link} to={`/booking?id=${store.id}`} onClick={() => updateBookingDraft({ date, time, adults: party.adults, children: party.children })}>
        立即訂位
      </Button>
    </>
  );
}

/**
 * Party size, a calendar of bookable dates (disabled when the date has no time) and the
 * date's slots for that party; 立即訂位 puts the choices in the shared booking draft
 * (@joy/booking-draft, which the booking remote reads) and opens /booking?id=, so the booking
 * step starts filled in. A choice left empty is cleared, so an older draft's date and time
 * for another store cannot leak into this booking.
 */
export function BookingPanel({ store }: { store: StoreDetail }) {
  return (
    <Panel aria-labelledby="booking-title">
      <h2 id="booking-title">線上訂位</h2>
      {store.joy_booking ? (
        <>
          <p>24 小時線上訂位，免排隊、免等待。</p>
          <BookingChoices store={store} />
        </>
      ) : (
        <p>這間餐廳目前未開放線上訂位，歡迎來電洽詢。</p>
      )}
      {store.joy_pay && store.reward_rate > 0 && <p>到店使用樂享付款，最高回饋 {store.reward_rate}% 樂幣。</p>}
      {store.phone && (
        <p>
          訂位專線：<a href={`tel:${store.phone}`}>{store.phone}</a>
        </p>
      )}
    </Panel>
  );
}
