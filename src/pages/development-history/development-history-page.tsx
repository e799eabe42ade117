import type { PageProps } from '../../app/page-props';
import { useSite } from '../../app/site-context';
import { SectionHeading } from '../../components/ui/section-heading';
import { formatMonth } from '../../i18n/format';
import './development-history-page.css';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The development history (History entry in docs/spec.md#content-shapes): years 2015 → 2025, each
 * with its month lines placed left or right of the line on desktop (one column on mobile) and its
 * bottom image.
 */
export default function DevelopmentHistoryPage({ content }: PageProps<'development-history'>) {
  const { locale } = useSite();
  const { heading, sections, entries } = content;
  return (
    <div className="history">
      <header className="history__head">
        <div className="container">
          <SectionHeading level={1} align="center" {...heading} />
        </div>
      </header>
      <section className="history__body" aria-labelledby="history-timeline">
        <div className="container">
          <SectionHeading id="history-timeline" align="center" {...sections.timeline} />
          <ol className="timeline" aria-label={content.timelineLabel}>
            {entries.map((entry, index) => (
              <li key={entry.year} className="timeline__year">
                <h3 className="timeline__year-title">{entry.year}</h3>
                <ul className="timeline__lines">
                  {entry.lines.map((line) => (
                    <li
                      key={line.content}
                      className={`timeline__line timeline__line--${line.position}`}
                    >
                      {line.month !== undefined && (
                        <time
                          className="timeline__month"
                          dateTime={`${entry.year}-${pad(line.month)}`}
                        >
                          {formatMonth(locale, line.month)}
                        </time>
                      )}
                      <p>{line.content}</p>
                    </li>
                  ))}
                </ul>
                <img
                  className={`timeline__image${entry.image.width === entry.image.height ? ' timeline__image--round' : ''}`}
                  src={entry.image.url}
                  width={entry.image.width}
                  height={entry.image.height}
                  alt={entry.image.alt ?? ''}
                  // The first year's drawing is on a phone's first screen (its largest paint).
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
