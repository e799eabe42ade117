import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import type { AlertsFormContent } from '../../content/schema/alerts';
import { whenNearScreen } from '../../lib/near-screen';

type Props = { text: AlertsFormContent; headingLevel?: 2 | 3 };
type Loaded = { default: ComponentType<Props> };

let loaded: Loaded | undefined;
const load = () =>
  import('./alerts-signup').then((module) => {
    loaded = { default: module.AlertsSignup };
    return loaded;
  });

// Opened when a slot comes near the screen (or is focused or pressed), or when a link to a page
// with the form is prefetched from a page without one: only then does the browser fetch and
// hydrate the form's code.
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

/** The attribute of the slot's element, in the prerendered HTML as in the page's. */
const SLOT_ATTRIBUTE = 'data-alerts-slot';

/**
 * Starts loading the form's code, from the pages' `loadData`. The prerender waits for it, so the
 * HTML holds the whole form. The browser loads it with a link's prefetch before a click (which
 * then needs nothing more), but not at the start of a page that shows the form: there it waits
 * until the form comes near the screen (the slot below), off the page's load.
 */
export async function preloadAlertsSignup(): Promise<void> {
  if (import.meta.env.SSR) {
    await load();
    return;
  }
  if (document.querySelector(`[${SLOT_ATTRIBUTE}]`)) return;
  openGate();
  // A failure here is met again by the form's own load (React.lazy below), which shows it.
  load().catch(() => {});
}

// Once loaded, a thenable that answers at once: React.lazy then renders without suspending
// (renderToString cannot wait for anything).
const AlertsSignupLazy = lazy(() =>
  loaded
    ? // biome-ignore lint/suspicious/noThenProperty: React.lazy's synchronous thenable, on purpose.
      ({ then: (resolve: (value: Loaded) => void) => resolve(loaded as Loaded) } as Promise<Loaded>)
    : gate.then(load),
);

/**
 * The e-mail alerts' subscribe form, as a lazy part of the documents and Investor Relations
 * pages: its code (about 1.3 KB gzip) stays off their load. The prerendered form works without
 * it (a plain POST). Hydration leaves the form's HTML as it is (a Suspense boundary) until the
 * form comes within half a screen, or the visitor focuses or presses inside it
 * (`whenNearScreen`); then its code loads and hydrates it, and nothing the visitor typed is lost.
 * The form sits far below the first screen of a phone, and its hydration at load was one more
 * long task of the documents list (issue 64).
 */
export function AlertsSignupSlot(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slot = ref.current;
    return slot ? whenNearScreen(slot, openGate) : undefined;
  }, []);
  return (
    <div ref={ref} className="alerts-slot" {...{ [SLOT_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <AlertsSignupLazy {...props} />
      </Suspense>
    </div>
  );
}
