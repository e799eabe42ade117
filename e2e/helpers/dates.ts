/**
 * Today in Hong Kong (UTC+8 all year, no daylight saving), `YYYY-MM-DD`: the day that divides the
 * financial calendar's coming events from its past ones. Written here, not imported from the
 * site's code (src/components/calendar/use-today.ts), so the tests check the site against their
 * own reckoning.
 */
export const todayInHongKong = (): string =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
