/** Stores: search, detail, comments as the public reads them, ranking and bookable times. */

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

/**
 * A store comment as the public sees it (§3): the name masked (王**), never the phone.
 * `sub_scores`: food, service, ambience, value, each 1–5; `reply` is the store's answer.
 */
export interface StoreComment {
  id: number;
  name: string;
  title: string;
  body: string;
  score: number;
  sub_scores: [number, number, number, number];
  images: string[];
  reply: string | null;
  created_at: string;
}

export interface Ranking {
  hot: StoreSummary[];
  new: StoreSummary[];
}

export interface SearchParams {
  cities: { id: number; name: string; districts: { id: number; name: string }[] }[];
  tags: { id: number; name: string }[];
  food_types: { id: number; name: string }[];
}

/** One bookable time of a day for a party size (§3 can_order_times; disabled when full). */
export interface TimeSlot {
  time: string;
  available: boolean;
  seats_left: number;
}
