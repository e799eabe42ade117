import { type ComponentType, lazy, Suspense } from 'react';
import type { AlertsFormContent } from '../../content/schema/alerts';

type Props = { text: AlertsFormContent };
type Loaded = { default: ComponentType<Props> };

let loaded: Loaded | undefined;
const load = () =>
  import('./alerts-signup').then((module) => {
    loaded = { default: module.AlertsSignup };
    return loaded;
  });

/**
 * Loads the form's code. The prerender awaits it (the pages' `loadData`, on the server only), so
 * the HTML holds the whole form; in the browser the code comes after the page's own.
 */
export const preloadAlertsSignup = () => load();

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
export function AlertsSignupSlot({ text }: Props) {
  return (
    <Suspense fallback={null}>
      <AlertsSignupLazy text={text} />
    </Suspense>
  );
}
