// Usage periods are months anchored to the subscription's start (UTC): a plan started on the 31st renews on
// the last day of shorter months, then on the 31st again.

/** `anchor` plus `months` months, the day clamped to the month's length. */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The monthly period, counted from `anchor`, that holds `now` (the first one when `now` is before it). */
export function periodAt(anchor: Date, now: Date): { start: Date; end: Date } {
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  months = Math.max(0, months);
  while (months > 0 && addMonths(anchor, months) > now) months -= 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}
