/**
 * `@joy/ui/reservation-change`: the 更改訂位 panel that the guest's booking result page
 * (mfe-booking) and the member's order detail (mfe-member) share. A subpath rather than part of
 * the root: the root is a federation singleton in the shell's first load, while this is bundled
 * into the two remotes only, in a chunk each page fetches when 更改訂位 is pressed.
 */
export { ReservationChangePanel, type ReservationChangePanelProps } from './reservation-change-panel';
export { changeDates, changeFieldTexts, fitsChange, isUnchanged, type BookedSlot, type ReservationChange } from './change-rules';
export { RESEND_AFTER_S } from './code-proof';
