import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { isChunkLoadError, reloadOnceForChunkError, retryAfterChunkError } from '../lib/chunk-load';
import { useSite } from './site-context';

/**
 * Shown by the error boundaries when a page (or the frame) fails. A failed chunk (usually a deploy replaced it) reloads the page once;
 * if that already happened, or for any other error, the visitor gets a translated message and a
 * button to try again. Never a blank page.
 */
export function RouteError({ error }: { error: unknown }) {
  const { site } = useSite();
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    console.error('Route failed to render', error);
    if (isChunkLoadError(error) && reloadOnceForChunkError()) setReloading(true);
  }, [error]);

  return (
    <div className="route-error" role="alert" aria-busy={reloading}>
      <h1>{site.ui.chunkError.title}</h1>
      <p>{site.ui.chunkError.body}</p>
      <Button onClick={() => retryAfterChunkError()}>{site.ui.chunkError.retry}</Button>
    </div>
  );
}
