/**
 * The no-show record's rules (issue 28), one set for the API that counts and the member page
 * that explains: a store's 未到 mark counts against the booking's phone for 90 days; two counted
 * marks and the diner books only with a card guarantee until enough of them have dropped out.
 * A mark counts while it stands, while it is disputed, and once the store upholds it; a mark
 * the store withdraws never counts again. The diner may dispute a standing mark once, within
 * 30 days of it.
 */

/** A mark counts for this many days from the moment it was made (90 × 24 hours). */
export const NO_SHOW_WINDOW_DAYS = 90;

/** Counted marks from which the diner books only with a card guarantee. */
export const NO_SHOW_CARD_THRESHOLD = 2;

/** A mark may be disputed for this many days from the moment it was made. */
export const NO_SHOW_DISPUTE_DAYS = 30;

export const noShowLimits = {
  disputeReasonMin: 10,
  disputeReasonMax: 500,
  answerMin: 2,
  answerMax: 500,
} as const;

export const NO_SHOW_STATUSES = ['standing', 'disputed', 'withdrawn', 'upheld'] as const;

/** standing: as the store marked it · disputed: the diner disputes it · withdrawn: the store took it back · upheld: the store keeps it. */
export type NoShowStatus = (typeof NO_SHOW_STATUSES)[number];

/** The statuses a mark counts in. */
export const COUNTED_NO_SHOW_STATUSES: readonly NoShowStatus[] = ['standing', 'disputed', 'upheld'];

const DAY_MS = 86_400_000;

/** The instant a mark made at `markedAt` stops counting. */
export const noShowCountsUntil = (markedAt: Date): Date => new Date(markedAt.getTime() + NO_SHOW_WINDOW_DAYS * DAY_MS);

/** The last instant a mark made at `markedAt` may be disputed (exclusive). */
export const noShowDisputeUntil = (markedAt: Date): Date => new Date(markedAt.getTime() + NO_SHOW_DISPUTE_DAYS * DAY_MS);

/** Does a mark count at `now`: a counted status, and less than 90 days old? */
export function countsAt(mark: { status: string; markedAt: Date }, now: Date): boolean {
  return (COUNTED_NO_SHOW_STATUSES as readonly string[]).includes(mark.status) && mark.markedAt.getTime() <= now.getTime() && now.getTime() < noShowCountsUntil(mark.markedAt).getTime();
}

/** The start of the counting window at `now`: marks made after it (and not withdrawn) count. */
export const noShowWindowStart = (now: Date): Date => new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS);

export interface NoShowStandingOf {
  /** Marks counted now. */
  count: number;
  /** Whether a new booking needs a card guarantee. */
  cardRequired: boolean;
  /** When the card guarantee stops being required (enough counted marks have dropped out); null when it is not required. */
  cardRequiredUntil: Date | null;
}

/** A phone's standing from its marks at `now`. */
export function standingOf(marks: ReadonlyArray<{ status: string; markedAt: Date }>, now: Date): NoShowStandingOf {
  const ends = marks
    .filter((m) => countsAt(m, now))
    .map((m) => noShowCountsUntil(m.markedAt).getTime())
    .sort((a, b) => a - b);
  const cardRequired = ends.length >= NO_SHOW_CARD_THRESHOLD;
  // With n counted marks the requirement lasts until n − threshold + 1 of them have dropped out.
  const cardRequiredUntil = cardRequired ? new Date(ends[ends.length - NO_SHOW_CARD_THRESHOLD]) : null;
  return { count: ends.length, cardRequired, cardRequiredUntil };
}

export type NoShowDisputeRefusal = 'already-disputed' | 'not-standing' | 'too-late';

/** May the diner dispute this mark at `now`? Only a standing mark, once, within 30 days. */
export function disputeRefusal(mark: { status: string; markedAt: Date; disputedAt: Date | null }, now: Date): NoShowDisputeRefusal | null {
  if (mark.disputedAt || mark.status === 'disputed') return 'already-disputed';
  if (mark.status !== 'standing') return 'not-standing';
  if (now.getTime() >= noShowDisputeUntil(mark.markedAt).getTime()) return 'too-late';
  return null;
}
