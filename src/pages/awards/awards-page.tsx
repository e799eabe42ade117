import { Award } from 'lucide-react';
import { useState } from 'react';
import type { PageProps } from '../../app/page-props';
import { SectionHeading } from '../../components/ui/section-heading';
import './awards-page.css';

type YearFilter = number | 'all';

/**
 * Company honours (docs/spec.md#pages-and-routes): a grid of honours, filterable by year with
 * toggle buttons.
 */
export default function AwardsPage({ content }: PageProps<'awards'>) {
  const { heading, sections, filter, items } = content;
  const [year, setYear] = useState<YearFilter>('all');
  const years = [...new Set(items.map((item) => item.year))].sort((a, b) => b - a);
  const shown = year === 'all' ? items : items.filter((item) => item.year === year);
  const options: { value: YearFilter; label: string }[] = [
    { value: 'all', label: filter.all },
    ...years.map((value) => ({ value, label: String(value) })),
  ];
  return (
    <div className="awards">
      <header className="awards__head">
        <div className="container">
          <SectionHeading level={1} align="center" {...heading} />
        </div>
      </header>
      <section className="awards__body" aria-labelledby="awards-honours">
        <div className="container">
          <SectionHeading id="awards-honours" {...sections.honours} />
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form fields. */}
          <div className="awards-filter" role="group" aria-label={filter.label}>
            {options.map((option) => (
              <button
                key={option.value}
                type="button"
                className="awards-filter__button"
                aria-pressed={year === option.value}
                onClick={() => setYear(option.value)}
              >
                {option.label}
              </button>
            ))}
          </div>
          <p className="awards__count" role="status">
            {filter.count.replace('{count}', String(shown.length))}
          </p>
          <ul className="awards-grid">
            {shown.map((item) => (
              <li key={`${item.year}-${item.title}`} className="awards-grid__item">
                <Award className="awards-grid__icon" size={28} aria-hidden="true" />
                <p className="awards-grid__year">{item.year}</p>
                <h3 className="awards-grid__title">{item.title}</h3>
                <p className="awards-grid__issuer">
                  {filter.issuerLine.replace('{issuer}', item.issuer)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
