import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { carriesChoices, fitParty, getBookingDraft, readChoices, storePartyLimit, updateBookingDraft, writeChoices, type BookingChoices as Choices } from '@joy/booking-draft';
import type { StoreDetail } from '@joy/contract';
import { Button, Card, dayjs, media, useNarrow, weekdayNames } from '@joy/ui';
import { BookingDates } from '@joy/ui/dates';
import { useCanOrderDates, useCanOrderTimes } from '../api/get-can-order';
import { useLiveSlots } from '../lib/use-live-slots';
import type { Party } from '../lib/party';
import { PartyPicker } from './party-picker';
import { TimeChoices } from './time-choices';
import { taipeiDate } from '@joy/contract';

/** The panel's element id: the phone's 立即訂位 bar scrolls to it. */
export const BOOKING_PANEL_ID = 'booking-panel';

const Panel = styled(Card).attrs({ as: 'aside' })`
  padding: 16px;
  display: grid;
  gap: 12px;
  h2 { margin: 0; font-size: 1.1rem; }
  h3 { margin: 0 0 6px; font-size: 0.95rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  a { text-align: center; text-decoration: none; }
  h2:focus { outline: none; }
  /* Below the sticky navigation bar when the phone's 立即訂位 bar scrolls here. */
  scroll-margin-top: 72px;
  ${media.desktop} { position: sticky; top: 80px; }
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

const Choice = styled.p`
  && { color: ${({ theme }) => theme.color.text}; font-weight: 600; }
`;

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

const spokenDay = (date: string) => {
  const day = dayjs(date);
  return `${day.format('M 月 D 日')}（週${weekdayNames[day.day()]}）`;
};

/** Where the panel starts: the party the address carries (else the draft's), cut to the store's limit. */
function startingParty(carried: Choices, maxPartySize: number): { party: Party; cutFrom: number | null } {
  const draft = getBookingDraft();
  const wanted = { adults: carried.adults ?? draft.adults, children: carried.children ?? (carried.adults === undefined ? draft.children : 0) };
  const party = fitParty(wanted, storePartyLimit(maxPartySize));
  const cut = wanted.adults + wanted.children > party.adults + party.children;
  return { party, cutFrom: cut ? wanted.adults + wanted.children : null };
}

function BookingChoices({ store, onContact }: { store: StoreDetail; onContact: () => void }) {
  const [params, setParams] = useSearchParams();
  // The choices the address carries (the store list's date and party, or this panel's own
  // before a reload) are where the panel starts; without them the draft's party, and no date
  // or time, since an older draft's date and time belong to another store.
  const [carried] = useState(() => readChoices(params, taipeiDate()));
  const [start] = useState(() => startingParty(carried, store.max_party_size));
  const [party, setParty] = useState<Party>(start.party);
  const [cutFrom, setCutFrom] = useState(start.cutFrom);
  const [date, setDate] = useState<string | null>(carried.date ?? null);
  const [time, setTime] = useState<string | null>(carried.time ?? null);
  // A carried date or time the store does not offer, said once.
  const [missed, setMissed] = useState<string | null>(null);
  const people = party.adults + party.children;
  const dates = useCanOrderDates(store.id, true);
  const times = useCanOrderTimes(store.id, date, people);
  useLiveSlots(store.id, date, people);
  const compact = useNarrow();
  const ids = { dates: useId(), times: useId() };

  // The map from date to times, read defensively: only YYYY-MM-DD keys with a list count.
  const timesOn = (day: string): string[] => {
    const list = dates.data?.[day];
    return Array.isArray(list) ? list : [];
  };
  const bookable = dates.data ? Object.keys(dates.data).filter((day) => DAY.test(day)).sort() : [];
  const open = bookable.filter((day) => timesOn(day).length > 0);
  const slots = Array.isArray(times.data) ? times.data : null;

  // A carried date is kept only when the store offers it (checked once, when the dates come).
  const datesChecked = useRef(false);
  useEffect(() => {
    if (datesChecked.current || !dates.data) return;
    datesChecked.current = true;
    if (carried.date && date === carried.date && !open.includes(date)) {
      setMissed(`${spokenDay(date)}沒有可訂位的時段，請選擇其他日期。`);
      setDate(null);
      setTime(null);
    }
  }, [dates.data, carried.date, date, open]);

  // A chosen time that is not offered for this party size any more is dropped.
  useEffect(() => {
    if (time && slots && !slots.some((slot) => slot.time === time && slot.available)) {
      // Said unless the carried date itself was refused (that note comes first).
      if (time === carried.time && date === carried.date) setMissed((note) => note ?? `${time} 已沒有 ${people} 位的空位，請選擇其他時段。`);
      setTime(null);
    }
  }, [time, slots, carried, date, people]);

  // The choices stay in the address (replacing it), so a reload or a shared link keeps them;
  // an untouched panel leaves the address as it came.
  const kept = useRef(carriesChoices(params));
  const setParamsNow = useRef(setParams);
  setParamsNow.current = setParams;
  useEffect(() => {
    if (kept.current) setParamsNow.current((current) => writeChoices(current, { date, time, ...party }), { replace: true });
  }, [date, time, party]);
  const chosenByDiner = () => {
    kept.current = true;
    setMissed(null);
    setCutFrom(null);
  };

  const chosen = date ? dayjs(date) : null;
  const booking = writeChoices(new URLSearchParams({ id: String(store.id) }), { date, time, ...party });
  return (
    <>
      <PartyPicker
        party={party}
        maxPartySize={store.max_party_size}
        phone={store.phone}
        cutFrom={cutFrom}
        onContact={onContact}
        onChange={(next) => {
          chosenByDiner();
          setParty(next);
        }}
      />

      <section aria-labelledby={ids.dates}>
        <h3 id={ids.dates}>日期</h3>
        {missed && <p role="status">{missed}</p>}
        {dates.isLoading && <Loading label="正在載入可訂位日期" height={compact ? 56 : 260} />}
        {dates.data && open.length === 0 && <p role="status">近期沒有可訂位的日期，歡迎來電洽詢。</p>}
        {dates.data && open.length > 0 && (
          <BookingDates
            value={date}
            first={bookable[0]}
            last={bookable[bookable.length - 1]}
            isFull={(day) => !timesOn(day).length}
            compact={compact}
            onSelect={(day) => {
              chosenByDiner();
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
          {slots && (
            <TimeChoices
              slots={slots}
              people={people}
              value={time}
              onChange={(next) => {
                chosenByDiner();
                setTime(next);
              }}
            />
          )}
        </section>
      )}

      {chosen && (
        <Choice aria-live="polite">
          {chosen.format('M 月 D 日')}（週{weekdayNames[chosen.day()]}）{time ? ` ${time}` : ''}・{people} 位
        </Choice>
      )}
      <Button as={Link} to={`/booking?${booking}`} onClick={() => updateBookingDraft({ date, time, adults: party.adults, children: party.children })}>
        立即訂位
      </Button>
    </>
  );
}

/**
 * Party size (up to the store's own limit, with the phone for a larger group), the bookable
 * dates (a month calendar; on a phone a week strip with the month on demand) and the date's
 * slots for that party; 立即訂位 puts the choices in the shared booking draft
 * (@joy/booking-draft, which the booking remote reads) and opens /booking with them in the
 * address too, so the booking step starts filled in. A choice left empty is cleared, so an
 * older draft's date and time for another store cannot leak into this booking.
 */
export function BookingPanel({ store, onContact = () => undefined }: { store: StoreDetail; onContact?: () => void }) {
  return (
    <Panel id={BOOKING_PANEL_ID} aria-labelledby="booking-title">
      <h2 id="booking-title" tabIndex={-1}>
        線上訂位
      </h2>
      {store.joy_booking ? (
        <>
          <p>24 小時線上訂位，免排隊、免等待。</p>
          <BookingChoices key={store.id} store={store} onContact={onContact} />
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

