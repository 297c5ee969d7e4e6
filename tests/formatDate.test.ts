import {formatUtcDate} from '../src/lib/formatDate';

describe('formatUtcDate', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

  it('prints what Intl.DateTimeFormat prints for the English UI locale', () => {
    // Every month, first and last days, around midnight UTC, across years.
    const start = Date.UTC(2023, 0, 1);
    for (let t = start; t < Date.UTC(2027, 0, 1); t += 86_400_000 * 3.7) {
      expect(formatUtcDate(t), new Date(t).toISOString()).toBe(intl.format(new Date(t)));
    }
    expect(formatUtcDate(Date.UTC(2026, 10, 25, 23, 59))).toBe('Nov 25, 2026');
    expect(formatUtcDate(Date.UTC(2025, 0, 1, 0, 0))).toBe('Jan 1, 2025');
  });
});
