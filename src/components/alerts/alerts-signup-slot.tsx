import { type ComponentType, lazy, Suspense } from 'react';
import type { AlertsFormContent } from '../../content/schema/alerts';

type Props = { text: AlertsFormContent; headingLevel?: 2 | 3 };
type Loaded = { default: ComponentType<Props> };

let loaded: Loaded | undefined;
const load = () =>
  import('./alerts-signup').then((module) => {
    loaded = { default: module.AlertsSignup };
    return loaded;
  });

/**
 * Starts loading the form's code, from the pages' `loadData`. The prerender waits for it, so the
 * HTML holds the whole form. The browser does not: the code arrives after the page's own on a
 * first visit, and with a link's prefetch before a click, which then needs nothing more.
 */
export async function preloadAlertsSignup(): Promise<void> {
  const loading = load();
  if (import.meta.env.SSR) await loading;
  // A failure here is met again by the form's own load (React.lazy below), which shows it.
  else loading.catch(() => {});
}

// Once loaded, a thenable that answers at once: React.lazy then renders without suspending
// (renderToString cannot wait for anything).
const AlertsSignupLazy = lazy(() =>
  loaded
    ? // biome-ignore lint/suspicious/noThenProperty: React.lazy's synchronous thenable, on purpose.
      ({ then: (resolve: (value: Loaded) => void) => resolve(loaded as Loaded) } as Promise<Loaded>)
    : load(),
);

/**
 * The e-mail alerts' subscribe form, as a lazy part of the documents and Investor Relations
 * pages: its code (about 1.3 KB gzip) stays off their first load. The prerendered form works
 * without it (a plain POST); while the code is on its way, hydration leaves the form's HTML as
 * it is and hydrates it when the code arrives (a Suspense boundary), so nothing the visitor
 * typed is lost.
 */
export function AlertsSignupSlot(props: Props) {
  return (
    <Suspense fallback={null}>
      <AlertsSignupLazy {...props} />
    </Suspense>
  );
}
