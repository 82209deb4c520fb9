/**
 * `@joy/ui/dates`: the date pickers of the booking forms and the store search. Not part of the
 * shared `@joy/ui` every page starts with: a remote that shows them bundles them into the chunk
 * of the page that does (the home page's first load does not carry them).
 */
export { MonthCalendar } from './month-calendar';
export { BookingDates, type BookingDatesProps } from './booking-dates';
export { weekdayNames } from './weekdays';
