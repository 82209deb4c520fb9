/** Payload types of the §3 entities as they travel on the wire (spec spelling kept). */

export interface Pagination {
  current_page: number;
  total_pages: number;
  total: number;
  per_page: number;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

export interface CarouselItem {
  id: number;
  title: string;
  image: string;
  link: string;
}

/** Business status (§3): 0 closed today, 1 open, 2 on break. */
export type BusinessStatus = 0 | 1 | 2;

export interface BusinessTime {
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  open: string;
  close: string;
}

export interface StoreSummary {
  id: number;
  slug: string;
  name: string;
  logo: string;
  photo: string;
  city: string;
  district: string;
  address: string;
  food_types: string[];
  tags: string[];
  average_score: number;
  comment_count: number;
  business_status: BusinessStatus;
  is_hot: boolean;
  is_new: boolean;
  price_level: number;
  reward_rate: number;
  joy_booking: boolean;
  joy_pay: boolean;
  distance?: number | null;
}

export interface StoreDetail extends StoreSummary {
  description: string;
  phone: string;
  lat: number;
  lng: number;
  photos: string[];
  business_times: BusinessTime[];
  member_is_collection: boolean;
}

export interface Ranking {
  hot: StoreSummary[];
  new: StoreSummary[];
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  image: string;
  published_at: string;
  total: number;
}

/** Article detail: the summary plus the body; `total` is the like count (§3). */
export interface ArticleDetail extends ArticleSummary {
  body: string;
  author: string;
  member_is_like: boolean;
}

export interface NewsItem {
  id: number;
  title: string;
  body: string;
  image: string;
  link: string;
  published_at: string;
}

export interface DealerProgram {
  id: number;
  name: string;
  price: number;
  period_days: number;
  description: string;
}

export interface SearchParams {
  cities: { id: number; name: string; districts: { id: number; name: string }[] }[];
  tags: { id: number; name: string }[];
  food_types: { id: number; name: string }[];
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'pglite' | 'postgres';
  uptime_s: number;
}
