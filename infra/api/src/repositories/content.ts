/** Editorial content: carousel, articles, news and the dealer (VIP) programs. */
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { ArticleDetail, ArticleSummary, CarouselItem, DealerProgram, NewsItem, Paged } from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';

const articleSummary = {
  id: t.articles.id,
  title: t.articles.title,
  summary: t.articles.summary,
  image: t.articles.image,
  publishedAt: t.articles.publishedAt,
  likeCount: t.articles.likeCount,
};

type ArticleRow = { id: number; title: string; summary: string; image: string; publishedAt: Date; likeCount: number };

const toArticleSummary = (r: ArticleRow): ArticleSummary => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  image: r.image,
  published_at: r.publishedAt.toISOString(),
  total: r.likeCount,
});

const toNews = (r: typeof t.news.$inferSelect): NewsItem => ({
  id: r.id,
  title: r.title,
  body: r.body,
  image: r.image,
  link: r.link,
  published_at: r.publishedAt.toISOString(),
});

const likeOf = (memberId: number, articleId: number) => and(eq(t.articleLikes.memberId, memberId), eq(t.articleLikes.articleId, articleId));

export type ArticleOrder = 'hot' | 'new';

export function createContentRepository(db: Database) {
  return {
    async carousel(): Promise<CarouselItem[]> {
      return db
        .select({ id: t.carouselItems.id, title: t.carouselItems.title, image: t.carouselItems.image, link: t.carouselItems.link })
        .from(t.carouselItems)
        .where(eq(t.carouselItems.active, true))
        .orderBy(asc(t.carouselItems.sort), asc(t.carouselItems.id));
    },

    /** hot: most read first; new: most recently published first. */
    async articles(order: ArticleOrder, page: PageRequest): Promise<Paged<ArticleSummary>> {
      const [{ total }] = await db.select({ total: count() }).from(t.articles);
      const orderBy = order === 'hot' ? [desc(t.articles.viewCount), asc(t.articles.id)] : [desc(t.articles.publishedAt), desc(t.articles.id)];
      const rows = await db
        .select(articleSummary)
        .from(t.articles)
        .orderBy(...orderBy)
        .limit(page.perPage)
        .offset(page.offset);
      return paged(rows.map(toArticleSummary), total, page);
    },

    /** `total` is the like count; `memberId` (optional bearer) sets member_is_like. */
    async article(id: number, memberId: number | null = null): Promise<ArticleDetail | null> {
      const [row] = await db.select().from(t.articles).where(eq(t.articles.id, id));
      if (!row) return null;
      const liked = memberId === null ? [] : await db.select({ id: t.articleLikes.articleId }).from(t.articleLikes).where(likeOf(memberId, id));
      return { ...toArticleSummary(row), body: row.body, author: row.author, member_is_like: liked.length > 0 };
    },

    /** Whether the member liked the article (member_is_like). */
    async isLiked(memberId: number, articleId: number): Promise<boolean> {
      const liked = await db.select({ id: t.articleLikes.articleId }).from(t.articleLikes).where(likeOf(memberId, articleId));
      return liked.length > 0;
    },

    async articleExists(executor: Executor, articleId: number): Promise<boolean> {
      const [article] = await executor.select({ id: t.articles.id }).from(t.articles).where(eq(t.articles.id, articleId));
      return Boolean(article);
    },

    /** Adds or removes the member's like row; true when a row was really added or removed. */
    async writeLike(executor: Executor, memberId: number, articleId: number, like: boolean): Promise<boolean> {
      const changed = like
        ? await executor.insert(t.articleLikes).values({ memberId, articleId }).onConflictDoNothing().returning({ id: t.articleLikes.articleId })
        : await executor.delete(t.articleLikes).where(likeOf(memberId, articleId)).returning({ id: t.articleLikes.articleId });
      return changed.length > 0;
    },

    /** Moves articles.like_count by `delta` (never below 0); returns the new count. */
    async addToLikeCount(executor: Executor, articleId: number, delta: number): Promise<number> {
      const [row] = await executor
        .update(t.articles)
        .set({ likeCount: sql`greatest(${t.articles.likeCount} + ${delta}, 0)` })
        .where(eq(t.articles.id, articleId))
        .returning({ total: t.articles.likeCount });
      return row.total;
    },

    async newsList(page: PageRequest): Promise<Paged<NewsItem>> {
      const [{ total }] = await db.select({ total: count() }).from(t.news);
      const rows = await db.select().from(t.news).orderBy(desc(t.news.publishedAt), desc(t.news.id)).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toNews), total, page);
    },

    async news(id: number): Promise<NewsItem | null> {
      const [row] = await db.select().from(t.news).where(eq(t.news.id, id));
      return row ? toNews(row) : null;
    },

    /**
     * The navbar news badge: `seenId` (when given) moves the member's mark to that news item if it
     * was published later than the one marked (never back); unread while any news published up to
     * now is newer than the mark.
     */
    async checkNews(memberId: number, seenId: number | undefined, now: Date): Promise<{ has_unread: boolean }> {
      const publishedOf = (id: SQL | number) => sql`(select n.published_at from news n where n.id = ${id})`;
      if (seenId) {
        await db
          .update(t.members)
          .set({ newsSeenId: seenId })
          .where(
            and(
              eq(t.members.id, memberId),
              sql`exists (select 1 from news n where n.id = ${seenId})`,
              sql`coalesce(${publishedOf(seenId)} >= ${publishedOf(sql`${t.members.newsSeenId}`)}, true)`,
            ),
          );
      }
      const [member] = await db.select({ seen: t.members.newsSeenId }).from(t.members).where(eq(t.members.id, memberId));
      const [newer] = await db
        .select({ id: t.news.id })
        .from(t.news)
        .where(and(lte(t.news.publishedAt, now), sql`${t.news.publishedAt} > coalesce(${publishedOf(member?.seen ?? 0)}, '-infinity'::timestamptz)`))
        .limit(1);
      return { has_unread: Boolean(newer) };
    },

    async dealerPrograms(): Promise<DealerProgram[]> {
      const rows = await db.select().from(t.dealerPrograms).orderBy(asc(t.dealerPrograms.id));
      return rows.map((r) => ({ id: r.id, name: r.name, price: r.price, period_days: r.periodDays, description: r.description }));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
