/**
 * 抽籤訂位 (issue 28): a date the store releases by draw. Shows when registration opens and
 * closes (Taipei time) and how it works, the entry form during the window (time and party; a
 * guest adds name, phone and the SMS code), the entrant's status, and the result once drawn.
 * Nothing shows when the store has no draw; a failed read only hides the panel.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, drawMessages, messages, sitePaths, type DrawEntry, type StoreDraw } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { Button, Card, TextField } from '@joy/ui';
import { enterDraw, sendDrawCode, useDrawEntry, useStoreDraws } from '../api/store-draws';

const taipei = (iso: string): string =>
  new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

const PHASE_WORDS: Record<StoreDraw['phase'], string> = { upcoming: '尚未開始登記', open: '登記中', closed: '登記已截止，等待抽籤', drawn: '已抽籤' };
const STATUS_WORDS: Record<DrawEntry['status'], string> = { entered: '已登記，等待抽籤結果', won: '已中籤，訂位完成', lost: '未中籤' };

const Panel = styled(Card)`
  margin-bottom: 16px;
  padding: 16px;
  h2 { font-size: 1.1rem; margin: 0 0 8px; }
  p { margin: 4px 0; line-height: 1.6; }
  form { display: grid; gap: 8px; margin-top: 8px; }
  select { min-height: 44px; font-size: 1rem; }
`;

const errorOf = (error: unknown): string => (error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : messages.operationFailed);

function EntryStatus({ publicId, drawId }: { publicId: string; drawId: string }) {
  const { data } = useDrawEntry(publicId);
  if (!data || data.draw_public_id !== drawId) return null;
  return (
    <p role="status">
      您的登記：{data.time}・{data.adult_num + data.child_num} 位 — {STATUS_WORDS[data.status]}
      {data.position !== null && `（抽籤順位第 ${data.position}）`}
      {data.order_public_id && (
        <>
          {' '}
          <a href={sitePaths.bookingResult(data.order_public_id)}>查看訂位</a>
        </>
      )}
    </p>
  );
}

function EntryForm({ draw, signedIn, onEntered }: { draw: StoreDraw; signedIn: boolean; onEntered: (id: string) => void }) {
  const [time, setTime] = useState(draw.times[0] ?? '');
  const [adults, setAdults] = useState(2);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNote(null);
    try {
      const entry = await enterDraw(draw.public_id, { time, adult_num: adults, child_num: 0, ...(signedIn ? {} : { name, phone, code }) });
      onEntered(entry.public_id);
    } catch (error) {
      setNote(errorOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function askCode() {
    setNote(null);
    try {
      await sendDrawCode(draw.public_id, phone);
      setNote(drawMessages.codeSent);
    } catch (error) {
      setNote(errorOf(error));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="抽籤登記">
      <label>
        時段{' '}
        <select value={time} onChange={(e) => setTime(e.target.value)}>
          {draw.times.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label>
        人數{' '}
        <select value={adults} onChange={(e) => setAdults(Number(e.target.value))}>
          {Array.from({ length: Math.max(1, draw.max_party_size) }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
      </label>
      {!signedIn && (
        <>
          <TextField label="姓名" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          <TextField label="手機號碼" value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" autoComplete="tel" />
          <Button type="button" onClick={() => void askCode()} disabled={!phone}>
            發送驗證碼
          </Button>
          <TextField label="簡訊驗證碼" value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" />
        </>
      )}
      <Button type="submit" disabled={busy || !time}>
        {busy ? '登記中…' : '登記抽籤'}
      </Button>
      {note && <p role="alert">{note}</p>}
    </form>
  );
}

function DrawCard({ draw, signedIn, linked }: { draw: StoreDraw; signedIn: boolean; linked: string | null }) {
  const [entered, setEntered] = useState<string | null>(null);
  const mine = entered ?? draw.my_entry ?? linked;
  const headingId = `draw-${draw.public_id}`;
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>抽籤訂位・{draw.date}</h2>
      <p>
        登記時間：{taipei(draw.opens_at)} 至 {taipei(draw.closes_at)}（台灣時間）— {PHASE_WORDS[draw.phase]}
      </p>
      <p>{drawMessages.howItWorks}。每支手機限登記一次，結果以通知及簡訊告知；抽籤後剩餘座位開放一般訂位。</p>
      {mine ? <EntryStatus publicId={mine} drawId={draw.public_id} /> : draw.phase === 'open' && <EntryForm draw={draw} signedIn={signedIn} onEntered={setEntered} />}
    </Panel>
  );
}

export function DrawPanel({ storeId }: { storeId: number }) {
  const signedIn = useAuth((s) => Boolean(s.token));
  const [params] = useSearchParams();
  const { data } = useStoreDraws(storeId, signedIn);
  if (!data?.length) return null;
  const linked = params.get('draw_entry');
  return (
    <>
      {data.map((draw) => (
        <DrawCard key={draw.public_id} draw={draw} signedIn={signedIn} linked={linked} />
      ))}
    </>
  );
}
