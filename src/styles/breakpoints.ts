/** The one layout breakpoint (docs/design.md#layout): desktop layout from this css width up. */
export const BREAKPOINT_PX = 768;
/** Media query of the desktop layout, for `matchMedia`. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINT_PX}px)`;
