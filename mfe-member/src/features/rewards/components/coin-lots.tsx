import styled from 'styled-components';
import type { CoinLot } from '@joy/contract';
import { COIN_VALID_DAYS } from '@joy/contract';
import { formatDate, formatNumber, media } from '@joy/ui';
import { daysLeft, isExpiringSoon } from '../../../lib/coins';

const List = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 8px;
  ${media.tablet} { grid-template-columns: 1fr 1fr; }
`;

const Lot = styled.li<{ $soon: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $soon }) => ($soon ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $soon }) => ($soon ? theme.color.primarySoft : '#fff')};
  strong { font-size: 1.15rem; }
  small { display: block; color: ${({ theme }) => theme.color.muted}; }
  em { font-style: normal; font-weight: 600; color: ${({ theme }) => theme.color.primaryDark}; white-space: nowrap; }
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const remainingText = (days: number) => (days <= 0 ? '今天到期' : `剩 ${days} 天`);

/** The lots still holding coins, first to expire first; those within 14 days are highlighted. */
export function CoinLots({ lots, now = new Date() }: { lots: CoinLot[]; now?: Date }) {
  const sorted = [...lots].sort((a, b) => a.expires_at.localeCompare(b.expires_at) || a.id - b.id);
  return (
    <section aria-labelledby="lots-title">
      <h2 id="lots-title">樂幣有效期限</h2>
      <Note>每筆樂幣自獲得日起 {COIN_VALID_DAYS} 天內有效，使用時會先扣除最早到期的樂幣。</Note>
      {sorted.length === 0 ? (
        <Note role="status">目前沒有可使用的樂幣</Note>
      ) : (
        <List aria-label="各筆樂幣的到期日">
          {sorted.map((lot) => {
            const soon = isExpiringSoon(lot.valid_until, now);
            const days = daysLeft(lot.valid_until, now);
            return (
              <Lot key={lot.id} $soon={soon} data-expiring={soon || undefined}>
                <div>
                  <strong>{formatNumber(lot.remaining)} 樂幣</strong>
                  {lot.remaining !== lot.coin && <small>原 {formatNumber(lot.coin)} 樂幣</small>}
                  <small>
                    {formatDate(lot.received_on)} 獲得，<time dateTime={lot.valid_until}>{formatDate(lot.valid_until)}</time> 到期
                  </small>
                </div>
                {soon ? <em>即將到期・{remainingText(days)}</em> : <small>{remainingText(days)}</small>}
              </Lot>
            );
          })}
        </List>
      )}
    </section>
  );
}
