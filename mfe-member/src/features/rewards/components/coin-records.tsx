import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CoinHistoryKind } from '@joy/contract';
import { TabButton, TabList } from '@joy/ui';
import { PagedView } from '../../../components/paged-view';
import { EmptyAction } from '../../../components/empty-action';
import { useCoinHistory } from '../api/get-coin-history';
import { CoinRecordItem } from '../../../components/coin-record-item';

const TABS: ReadonlyArray<{ kind: CoinHistoryKind; label: string; empty: string; to: string; action: string }> = [
  { kind: 'feedback', label: '回饋紀錄', empty: '目前沒有回饋紀錄，在合作店家以樂享付款即可獲得樂幣', to: '/store', action: '看看合作店家' },
  { kind: 'deduct', label: '使用紀錄', empty: '目前沒有使用紀錄', to: '/store', action: '去合作店家使用樂幣' },
  { kind: 'bonus', label: '邀請獎勵', empty: '目前沒有邀請獎勵。邀請獎勵為 VIP 會員權益，好友首次付款時雙方各得 50 樂幣', to: '/member/invitationCode', action: '邀請好友' },
  { kind: 'withdraw', label: '提領紀錄', empty: '目前沒有提領紀錄', to: '/member/withdrawal', action: '提領樂幣' },
];

const Records = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Panel = styled.div`
  padding-top: 16px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 4px; }
`;

function KindRecords({ kind }: { kind: CoinHistoryKind }) {
  const list = useCoinHistory(kind);
  const tab = TABS.find((t) => t.kind === kind) ?? TABS[0];
  return (
    <PagedView list={list} empty={<EmptyAction message={tab.empty} to={tab.to} action={tab.action} />} moreLabel="更多紀錄" skeletonHeight={72}>
      {(records) => (
        <Records aria-label={tab.label}>
          {records.map((record) => (
            <CoinRecordItem key={record.id} record={record} />
          ))}
        </Records>
      )}
    </PagedView>
  );
}

/**
 * The coin records in WAI-ARIA tabs (arrow keys, Home, End); each tab pages on its own (§4).
 * The open tab is in the address (?tab=withdraw), so help articles and notifications can link
 * to one and the back button returns to it.
 */
export function CoinRecords() {
  const [params, setParams] = useSearchParams();
  const active = Math.max(0, TABS.findIndex((t) => t.kind === params.get('tab')));
  const setActive = (i: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', TABS[i].kind);
        return next;
      },
      { replace: true },
    );
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent) {
    const last = TABS.length - 1;
    const next = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  const tab = TABS[active];
  return (
    <section aria-labelledby="records-title">
      <h2 id="records-title">樂幣紀錄</h2>
      <TabList role="tablist" aria-label="樂幣紀錄類別" onKeyDown={onKeyDown}>
        {TABS.map((t, i) => (
          <TabButton
            key={t.kind}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`coin-tab-${t.kind}`}
            aria-selected={i === active}
            aria-controls={`coin-panel-${t.kind}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {t.label}
          </TabButton>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`coin-panel-${tab.kind}`} aria-labelledby={`coin-tab-${tab.kind}`} tabIndex={0}>
        <KindRecords key={tab.kind} kind={tab.kind} />
      </Panel>
    </section>
  );
}
