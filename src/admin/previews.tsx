/**
 * Previews of the editor, drawn with the site's own components and stylesheet, in the language
 * being edited (Decap passes the entry of that language).
 */
import type CMS from 'decap-cms-app';

interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
}

function NewsPreview({ entry, widgetFor }: PreviewProps) {
  const field = (name: string) => String(entry.getIn(['data', name]) ?? '');
  return (
    <article>
      <h1>{field('title')}</h1>
      <p>
        <time dateTime={field('date')}>{field('date')}</time> · {field('source')}
      </p>
      <p>{field('summary')}</p>
      <div>{widgetFor('body') as never}</div>
    </article>
  );
}

export function registerPreviews(cms: typeof CMS): void {
  cms.registerPreviewTemplate('news', NewsPreview);
}
