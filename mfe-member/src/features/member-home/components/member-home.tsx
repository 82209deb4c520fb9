import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@joy/auth';
import { Button, Card, EmptyState, ErrorState, Loading, Page, formatDate } from '@joy/ui';
import { useNews } from '../api/get-news';
import { useMemberRecord } from '../../../lib/get-member-record';
import { CoinSummary } from './coin-summary';
import { MemberLinksNav } from './member-links-nav';
import { ProfileCard } from './profile-card';
import { UpcomingBookings } from './upcoming-bookings';

const Welcome = styled(Card)`
  padding: 20px;
  margin-bottom: 24px;
  h1 { margin: 0 0 8px; font-size: 1.3rem; }
`;

const NewsList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li { padding: 12px 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  h3 { margin: 0; font-size: 1rem; }
  time { font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
`;

/**
 * /member, the member hub: who the member is (avatar, grade, the VIP entry), the coins and the
 * next bookings, and a way to every member page; a visitor is invited to log in. The news
 * follow for both.
 */
export function MemberHome() {
  const token = useAuth((s) => s.token);
  const member = useAuth((s) => s.member);
  const { data: record } = useMemberRecord();
  const isDealer = Boolean(record?.is_joy_dealer ?? member?.is_joy_dealer);
  const [page, setPage] = useState(1);
  const news = useNews(page);
  const pagination = news.data?.pagination;
  return (
    <Page>
      {token ? (
        <>
          <ProfileCard />
          <CoinSummary />
          <UpcomingBookings />
          <MemberLinksNav isDealer={isDealer} />
        </>
      ) : (
        <Welcome>
          <h1>會員中心</h1>
          <p>登入後即可查看訂位紀錄、樂幣與收藏的餐廳。</p>
          <Button as={Link} to="/sign-up">
            登入 / 註冊
          </Button>
        </Welcome>
      )}
      <section aria-labelledby="news-title">
        <h2 id="news-title">最新消息</h2>
        {news.isLoading && <Loading />}
        {news.error && <ErrorState onRetry={() => void news.mutate()} />}
        {news.data && news.data.data.length === 0 && <EmptyState message="目前沒有最新消息" />}
        {news.data && news.data.data.length > 0 && (
          <NewsList>
            {news.data.data.map((item) => (
              <li key={item.id}>
                <h3>
                  <Link to={`/member/news/${item.id}`}>{item.title}</Link>
                </h3>
                <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
              </li>
            ))}
          </NewsList>
        )}
        {pagination && pagination.total_pages > 1 && (
          <Pager aria-label="消息分頁">
            <Button type="button" $variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              上一頁
            </Button>
            <span>
              第 {pagination.current_page} / {pagination.total_pages} 頁
            </span>
            <Button type="button" $variant="ghost" disabled={pagination.current_page >= pagination.total_pages} onClick={() => setPage((p) => p + 1)}>
              下一頁
            </Button>
          </Pager>
        )}
      </section>
    </Page>
  );
}
