import { orderCalendarPath, UPCOMING_ORDER_STATUSES, type OrderStatus } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { Button } from '@joy/ui';

/** The native app's custom link scheme (the same one the /authorize flow hands the login back with). */
const APP_SCHEME = process.env.JOY_APP_SCHEME ?? 'joyapp';

/** The link the native app opens to hand a booking's .ics to the system calendar. */
export const appCalendarLink = (publicId: string, origin = window.location.origin): string =>
  `${APP_SCHEME}://calendar?${new URLSearchParams({ url: `${origin}${orderCalendarPath(publicId)}` })}`;

/**
 * 加入行事曆 for a booking still ahead: in a browser the .ics file downloads (any calendar
 * opens it); inside the app's webview the app's link hands it to the system calendar.
 */
export function CalendarLink({ publicId, status }: { publicId: string; status: OrderStatus }) {
  const inApp = useAuth((s) => s.inApp);
  if (!UPCOMING_ORDER_STATUSES.includes(status)) return null;
  return inApp ? (
    <Button as="a" href={appCalendarLink(publicId)} $variant="ghost">
      加入行事曆
    </Button>
  ) : (
    <Button as="a" href={orderCalendarPath(publicId)} download $variant="ghost">
      加入行事曆
    </Button>
  );
}
