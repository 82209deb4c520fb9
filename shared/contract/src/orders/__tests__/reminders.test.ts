import { REMINDER_DAY_BEFORE_AT, REMINDER_HOURS_BEFORE, reminderAnswerOf, reminderPath, reminderWhenWord } from '../reminders';

describe('booking reminders', () => {
  it('go out the day before at 18:00 and 2 hours before by default', () => {
    expect(REMINDER_DAY_BEFORE_AT).toBe('18:00');
    expect(REMINDER_HOURS_BEFORE).toBe(2);
  });

  it('link the booking’s page with the answer, and a page reads it back', () => {
    expect(reminderPath('/booking-result/abc', 'confirm')).toBe('/booking-result/abc?reminder=confirm');
    expect(reminderPath('/member/history/7?tab=x', 'cancel')).toBe('/member/history/7?tab=x&reminder=cancel');
    expect(reminderAnswerOf('?reminder=confirm')).toBe('confirm');
    expect(reminderAnswerOf(new URLSearchParams('reminder=cancel'))).toBe('cancel');
    expect(reminderAnswerOf('?reminder=delete')).toBeNull();
    expect(reminderAnswerOf('')).toBeNull();
  });

  it('say when the reservation is', () => {
    expect(reminderWhenWord('day-before')).toBe('明天');
    expect(reminderWhenWord('two-hours')).toBe('兩小時後');
    expect(reminderWhenWord('two-hours', 3)).toBe('3 小時後');
  });
});
