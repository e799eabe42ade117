/**
 * What the `/alerts` page shows (`?action=`): the two buttons a link from an e-mail opens, and the
 * outcome of each POST. `confirm` first: the default of the bare path. A module of its own: the
 * route table (in every page's first load) needs this list and nothing else of alerts.
 */
export const ALERT_ACTIONS = [
  'confirm',
  'unsubscribe',
  'pending',
  'confirmed',
  'unsubscribed',
  'invalid',
  'rejected',
  'unavailable',
] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];
