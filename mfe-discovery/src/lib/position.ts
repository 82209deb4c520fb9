/**
 * The diner's position for 距離 (near me): asked of the browser only when the diner picks that
 * order, then kept in the `location` cookie for 86,400 s (§9), so the next visit does not ask
 * again.
 */
import { readCookie, writeCookie } from '@joy/auth';

export const LOCATION_COOKIE = 'location';
export const LOCATION_MAX_AGE_S = 86_400;

export interface Position {
  lat: number;
  lng: number;
}

/** The kept position ("lat,lng"), or null when none or unreadable. */
export function readPosition(): Position | null {
  const [lat, lng] = (readCookie(LOCATION_COOKIE) ?? '').split(',').map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export function savePosition({ lat, lng }: Position): void {
  writeCookie(LOCATION_COOKIE, `${lat.toFixed(5)},${lng.toFixed(5)}`, LOCATION_MAX_AGE_S);
}

/** Asks the browser (the permission prompt on the first time); rejects when refused, unavailable or slow. */
export function askPosition(timeoutMs = 10_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (error) => reject(new Error(error.message || 'denied')),
      { timeout: timeoutMs, maximumAge: LOCATION_MAX_AGE_S * 1000 },
    );
  });
}
