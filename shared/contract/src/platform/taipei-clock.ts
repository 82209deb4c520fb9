/**
 * The calendar day on Taipei's clock (UTC+8, no daylight saving): the day a restaurant's
 * bookings, opening hours and "today" are counted in, wherever the diner's device or the server
 * rendering the page happens to keep its own clock. The page server (which may run on UTC) and
 * the browser then show the same day, and a first view is taken over as it was rendered.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

const onTaipeiClock = (now: number) => new Date(now + TAIPEI_OFFSET_MS);

/** Today's date in Taipei, `YYYY-MM-DD`. */
export const taipeiDate = (now: number = Date.now()): string => onTaipeiClock(now).toISOString().slice(0, 10);

/** Today's day of the week in Taipei, 0 (Sunday) to 6. */
export const taipeiWeekday = (now: number = Date.now()): number => onTaipeiClock(now).getUTCDay();

/** An instant as Taipei's wall clock reads it, `YYYY-MM-DDTHH:mm:ss` (no offset); '' for an invalid instant. */
export const taipeiWallClock = (instant: number): string => (Number.isFinite(instant) ? onTaipeiClock(instant).toISOString().slice(0, 19) : '');
