import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { ApiError, BLACKLIST_ERROR_CODE, DUPLICATE_BOOKING_ERROR_CODE, GUARANTEE_DECLINED_ERROR_CODE, GUARANTEE_REQUIRED_ERROR_CODE, guaranteeNeeded, guaranteeTexts, messages, slotFits, type FieldErrors } from '@joy/contract';
import { rules, schemas, validate } from '@joy/contract/forms';
import { emit, openLogin } from '@joy/bus';
import { useAuth } from '@joy/auth';
import { clearBookingDraft, fitParty, reloadBookingDraft, storePartyLimit, updateBookingDraft, useBookingDraft } from '@joy/booking-draft';
import { Button, Card, Dialog, EmptyState, Loading, Page } from '@joy/ui';
import { useStore } from '../api/get-store';
import { useCanOrderDates } from '../api/get-can-order-dates';
import { useCanOrderTimes } from '../api/get-can-order-times';
import { createOrder } from '../api/create-order';
import { StepIndicator } from '../../../components/step-indicator';
import { StoreSummaryCard } from './store-summary-card';
import { DatePicker } from './date-picker';
import { TimeSlots } from './time-slots';
import { PartySize } from './party-size';
import { DetailsForm, type Details } from './details-form';
import { ConfirmStep } from './confirm-step';
import { joinWaitlist } from '../api/waitlist';
import { nearestFree, useLiveSlots } from '../lib/use-live-slots';
import { SlotFilledNotice } from './slot-filled-notice';
import { WaitlistOffer } from './waitlist-offer';
import { WaitlistStatus } from './waitlist-status';
import { DuplicateBookingDialog } from './duplicate-booking-dialog';
import { GuaranteeSection } from './guarantee-section';
import { useCardFields } from '../hooks/use-card-fields';

const Section = styled(Card).attrs({ as: 'section' })`
  padding: 16px;
  margin-top: 16px;
  h2 { margin: 0 0 12px; font-size: 1.1rem; }
`;

const memberContact = yup.object({ phone: rules.optionalPhone() });

/** randomUUID needs a secure context; plain-http previews fall back to random bytes. */
const newAttemptKey = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
/** The three booking steps of §4: booking, confirm, finished. */
const BOOKING_STEPS = ['訂位', '確認', '完成'] as const;

/** §9: the booking message dialog closes after 2 s. */
export const BOOKING_MESSAGE_MS = 2000;

/** /booking?id= runs the steps; /booking?waitlist= shows a waitlist entry (the link in its SMS). */
export function BookingPage() {
  const [params] = useSearchParams();
  const waitlist = params.get('waitlist');
  return waitlist ? <WaitlistStatus publicId={waitlist} /> : <BookingSteps />;
}

function BookingSteps() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const token = useAuth((s) => s.token);
  const inApp = useAuth((s) => s.inApp);
  const { data: store, error, isLoading } = useStore(id);
  const dates = useCanOrderDates(id);
  const draft = useBookingDraft();
  const people = draft.adults + draft.children;
  const times = useCanOrderTimes(id, draft.date, people);
  const [step, setStep] = useState<0 | 1>(0);
  const [details, setDetails] = useState<Details>({ purpose: '', note: '', dietary_note: '', seating_area: '', high_chairs: 0, phone: '', name: '', gender: '0', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [blacklisted, setBlacklisted] = useState(false);
  // The API's question about the diner's other booking nearby (409 DUPLICATE_BOOKING_ERROR_CODE).
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The chosen slot filled while the diner was on the confirm step (live channel).
  const [slotGone, setSlotGone] = useState(false);
  // One key per booking attempt: a double submit books once.
  const attemptKey = useRef(newAttemptKey());
  // The card guarantee (issue 28): asked by the store's rules for the date, or by the diner's
  // no-show record (the API says so: 422 GUARANTEE_REQUIRED_ERROR_CODE with its reason).
  const [askedByRecord, setAskedByRecord] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const need = store?.house_rules && draft.date ? guaranteeNeeded(store.house_rules, draft.date, people, askedByRecord) : null;
  const card = useCardFields(step === 1 && need !== null);

  // The store page's panel writes the shared draft; read storage again in case it ran as a
  // separate copy of @joy/booking-draft (a remote built against another version).
  useEffect(() => reloadBookingDraft(), [id]);

  // §8: a missing store (400/500 with 店家不存在) or maintenance (503) goes back to the store list.
  useEffect(() => {
    if (error instanceof ApiError && (error.message === messages.storeNotFound || error.status === 503)) navigate('/store', { replace: true });
  }, [error, navigate]);

  useLiveSlots(id, { date: draft.date, time: draft.time, people }, (update) => setSlotGone(!slotFits(update, people)));

  // A saved time that is not offered for this date and party size is dropped (on the confirm
  // step the diner is told instead, and chooses).
  useEffect(() => {
    if (step === 0 && draft.time && times.data && !times.data.some((slot) => slot.time === draft.time && slot.available)) updateBookingDraft({ time: null });
  }, [times.data, draft.time, step]);
  useEffect(() => setSlotGone(false), [draft.date, draft.time, people, step]);

  // The store's own limit narrows the party pickers; a party kept from another store's
  // booking is cut to it, so its times are never asked for a party the store refuses.
  const partyLimit = storePartyLimit(store?.max_party_size);
  useEffect(() => {
    if (store && people > partyLimit) updateBookingDraft(fitParty(draft, partyLimit));
  }, [store, people, partyLimit, draft]);

  if (!id)
    return (
      <Page>
        <EmptyState message="請先選擇想訂位的餐廳" />
        <p style={{ textAlign: 'center' }}>
          <Link to="/store">去找餐廳</Link>
        </p>
      </Page>
    );
  if (isLoading) return <Loading />;
  if (!store) return <EmptyState message="暫時無法取得餐廳資料" />;

  async function toConfirm() {
    const checked = token ? await validate(memberContact, { phone: details.phone }) : await validate(schemas.guestFieldsBody, { ...details, gender: Number(details.gender) });
    const requests = await validate(schemas.specialRequestsBody, details);
    const missing: FieldErrors = {};
    if (!draft.date) missing.date = '請選擇日期';
    if (!draft.time) missing.time = '請選擇時段';
    const all = { ...(checked.ok ? {} : checked.errors), ...(requests.ok ? {} : requests.errors), ...missing };
    setErrors(all);
    if (Object.keys(all).length === 0) setStep(1);
  }

  /** Joins the waitlist of a full time; a guest's name and phone come from the form. */
  async function startWaitlist(time: string) {
    if (!store || !draft.date) return;
    if (!token) {
      const checked = await validate(schemas.guestFieldsBody, { ...details, gender: Number(details.gender) });
      if (!checked.ok) {
        setErrors(checked.errors);
        setStep(0);
        emit('ui:message', { message: '請先填寫姓名與手機號碼，以便有空位時通知您', autoCloseMs: BOOKING_MESSAGE_MS });
        return;
      }
    }
    try {
      const entry = await joinWaitlist({
        store_id: store.id,
        date: draft.date,
        time,
        adult_num: draft.adults,
        child_num: draft.children,
        phone: details.phone,
        ...(token ? {} : { name: details.name }),
      });
      navigate(`/booking?${new URLSearchParams({ waitlist: entry.public_id })}`);
    } catch (err) {
      emit('ui:message', { message: err instanceof ApiError ? err.message : messages.operationFailed, autoCloseMs: BOOKING_MESSAGE_MS });
      void times.mutate();
    }
  }

  /** Books; `allowDuplicate` after the diner answered 仍要訂位 (the same attempt key: a double click still books once). */
  async function submit(allowDuplicate = false) {
    if (!store || !draft.date || !draft.time) return;
    setDuplicate(null);
    setCardError(null);
    let prime: string | undefined;
    if (need) {
      if (!agreed) return setCardError(guaranteeTexts.guaranteeAgreementRequired);
      const made = await card.prime();
      if ('error' in made) return setCardError(made.error);
      prime = made.prime;
    }
    setSending(true);
    try {
      const result = await createOrder({
        store_id: store.id,
        date: draft.date,
        time: draft.time,
        adult_num: draft.adults,
        child_num: draft.children,
        purpose: details.purpose,
        note: details.note,
        dietary_note: details.dietary_note,
        seating_area: details.seating_area,
        high_chairs: details.high_chairs,
        allow_duplicate: allowDuplicate,
        phone: details.phone,
        from_source: inApp ? 1 : 0,
        idempotency_key: attemptKey.current,
        ...(prime ? { prime } : {}),
        ...(token ? {} : { name: details.name, gender: Number(details.gender), email: details.email }),
      }, !token);
      clearBookingDraft();
      // The card's answer did not come back yet: the seat is kept and the authorisation retried.
      if (result.guarantee?.status === 'pending') emit('ui:message', { message: guaranteeTexts.guaranteePending });
      navigate(`/reservation-success?${new URLSearchParams({ slug: result.slug, orderId: String(result.order_id) })}`);
    } catch (err) {
      // Nothing was booked: the same attempt key goes with the answer.
      if (err instanceof ApiError && err.code === DUPLICATE_BOOKING_ERROR_CODE) setDuplicate(err.message);
      else if (err instanceof ApiError && err.code === BLACKLIST_ERROR_CODE) setBlacklisted(true);
      else if (err instanceof ApiError && err.code === GUARANTEE_REQUIRED_ERROR_CODE) {
        // The diner's no-show record asks a card: the section opens with its reason.
        setAskedByRecord(true);
        setCardError(err.message);
      } else if (err instanceof ApiError && err.code === GUARANTEE_DECLINED_ERROR_CODE) {
        // Not booked, no seat held: another card is a new attempt.
        setCardError(err.message);
        attemptKey.current = newAttemptKey();
      } else emit('ui:message', { message: err instanceof ApiError ? err.message : messages.operationFailed, autoCloseMs: BOOKING_MESSAGE_MS });
      if (err instanceof ApiError && err.status === 409 && err.code !== DUPLICATE_BOOKING_ERROR_CODE) {
        setStep(0);
        void times.mutate();
        attemptKey.current = newAttemptKey();
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Page>
      <StepIndicator steps={BOOKING_STEPS} current={step} label="訂位步驟" />
      <StoreSummaryCard store={store} />
      {step === 0 ? (
        <>
          <Section aria-labelledby="people-title">
            <h2 id="people-title">用餐人數</h2>
            <PartySize adults={draft.adults} children={draft.children} max={partyLimit} onChange={(next) => updateBookingDraft(next)} />
            <p>
              超過 {partyLimit} 位的大型聚餐請{store.phone ? <>來電 <a href={`tel:${store.phone}`}>{store.phone}</a></> : '直接聯絡餐廳'}。
            </p>
          </Section>
          <Section aria-labelledby="date-title">
            <h2 id="date-title">日期</h2>
            {dates.isLoading && <Loading />}
            {dates.data && <DatePicker dates={dates.data} value={draft.date} onChange={(date) => updateBookingDraft({ date, time: null })} />}
            {dates.error && <p role="alert">暫時無法取得可訂位日期，請稍後再試。</p>}
            {errors.date && <p role="alert">{errors.date}</p>}
          </Section>
          {draft.date && (
            <Section aria-labelledby="time-title">
              <h2 id="time-title">時段</h2>
              {times.isLoading && <Loading />}
              {times.data && <TimeSlots slots={times.data} value={draft.time} onChange={(time) => updateBookingDraft({ time })} />}
              {times.data && <WaitlistOffer slots={times.data} people={people} onJoin={(time) => void startWaitlist(time)} />}
              {errors.time && <p role="alert">{errors.time}</p>}
            </Section>
          )}
          <Section aria-labelledby="details-title">
            <h2 id="details-title">訂位資料</h2>
            {!token && (
              <p>
                不想填資料？<Button type="button" $variant="ghost" onClick={() => openLogin()}>登入會員</Button>
              </p>
            )}
            <DetailsForm value={details} errors={errors} guest={!token} seatingAreas={store.seating_areas ?? []} onChange={setDetails} />
          </Section>
          <p style={{ textAlign: 'center', marginTop: 16 }}>
            <Button type="button" onClick={() => void toConfirm()}>
              下一步
            </Button>
          </p>
        </>
      ) : (
        <ConfirmStep
          store={store}
          draft={draft}
          details={details}
          guest={!token}
          sending={sending}
          onBack={() => setStep(0)}
          onConfirm={() => void submit()}
          guarantee={need ? <GuaranteeSection need={need} people={people} fields={card} agreed={agreed} onAgree={setAgreed} error={cardError} /> : null}
          notice={
            slotGone && draft.time ? (
              <SlotFilledNotice time={draft.time} alternatives={nearestFree(times.data ?? [], draft.time)} onPick={(time) => updateBookingDraft({ time })} onWaitlist={() => void startWaitlist(draft.time as string)} />
            ) : null
          }
        />
      )}
      <DuplicateBookingDialog question={duplicate} sending={sending} onBook={() => void submit(true)} onCancel={() => setDuplicate(null)} />
      <Dialog open={blacklisted} title="無法線上訂位" onClose={() => setBlacklisted(false)}>
        <p>很抱歉，您目前無法使用線上訂位，如有疑問請洽客服。</p>
      </Dialog>
    </Page>
  );
}
