import { useSite } from '../../app/site-context';
import type { KeyFigure } from '../../content/types';
import { StatCounter } from '../ui/stat-counter';
import './product-parts.css';

/** Key figures (counting up on scroll), each with its date or origin. */
export function KeyFigures({
  figures,
  className,
}: {
  figures: readonly KeyFigure[];
  className?: string;
}) {
  const { locale } = useSite();
  return (
    <ul className={['product-figures', className].filter(Boolean).join(' ')}>
      {figures.map((figure) => (
        <li key={figure.label} className="product-figures__item">
          <StatCounter
            value={figure.value}
            decimals={figure.decimals}
            prefix={figure.prefix}
            suffix={figure.suffix}
            label={figure.label}
            locale={locale}
          />
          {figure.source && <p className="product-figures__source">{figure.source}</p>}
        </li>
      ))}
    </ul>
  );
}
