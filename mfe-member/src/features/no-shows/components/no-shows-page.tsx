import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { noShowMessages, ORDER_STATUS_WORDS, type NoShowMark, type NoShowRecord } from '@joy/contract';
import { EmptyState, ErrorState } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useNoShows } from '../api/get-no-shows';
import { standingText } from '../lib/standing-text';
import { NoShowItem } from './no-show-item';

/** The help article on the record and disputes (mfe-help). */
export const NO_SHOW_HELP = '/help/about-reservation/no-show-record';

const Standing = styled.section<{ $warn: boolean }>`
  padding: 16px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $warn }) => ($warn ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $warn }) => ($warn ? theme.color.primarySoft : theme.color.surface)};
  h2 { margin: 0 0 6px; font-size: 1rem; }
  p { margin: 0; font-weight: 600; }
`;

const About = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
  a { color: ${({ theme }) => theme.color.primaryDark}; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

function Record({ record, onChanged }: { record: NoShowRecord; onChanged: (mark: NoShowMark) => void }) {
  const { standing, marks } = record;
  return (
    <>
      <Standing $warn={standing.card_required} aria-labelledby="no-show-standing">
        <h2 id="no-show-standing">目前狀態</h2>
        <p>{standingText(standing)}</p>
      </Standing>
      <About>
        店家將訂位標記為「{ORDER_STATUS_WORDS[6].name}」後，紀錄保留 {standing.window_days} 天；近 {standing.window_days} 天內未到 {standing.threshold} 次，之後的訂位需以信用卡擔保。若紀錄有誤，可在 30 天內申訴一次，店家撤銷後即不再計入。
        <Link to={NO_SHOW_HELP}>了解未到紀錄與申訴</Link>
      </About>
      {marks.length === 0 ? (
        <EmptyState message={noShowMessages.empty} />
      ) : (
        <List aria-label="未到紀錄">
          {marks.map((mark) => (
            <NoShowItem key={mark.id} mark={mark} onChanged={onChanged} />
          ))}
        </List>
      )}
    </>
  );
}

function NoShows() {
  const { data, error, isLoading, mutate } = useNoShows();
  if (isLoading && !data) return <ListSkeleton rows={2} height={120} />;
  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;
  if (!data) return null;
  const changed = (mark: NoShowMark) => void mutate({ ...data, marks: data.marks.map((m) => (m.id === mark.id ? mark : m)) }, { revalidate: true });
  return <Record record={data} onChanged={changed} />;
}

/** /member/no-shows: the member's no-show marks, what they mean for booking, and a dispute per mark. */
export function NoShowsPage() {
  return (
    <MemberPage title={noShowMessages.pageTitle}>
      <NoShows />
    </MemberPage>
  );
}
