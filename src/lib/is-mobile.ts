/**
 * docs/spec.md#states: the mobile/desktop choice for API calls (`web_type`) comes from the user
 * agent. Layout never depends on it (CSS media queries do that), so it cannot cause a hydration
 * mismatch.
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i.test(userAgent);
}

/** `web_type` of API calls: 2 on mobile, 1 on desktop. */
export function webType(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  return isMobileUserAgent(userAgent) ? 2 : 1;
}
