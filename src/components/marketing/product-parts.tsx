/**
 * Pieces shared by the Products, SaMD detail and service pages (one page area): content
 * illustrations, the icon names content may use, regulatory notes and key figures.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSite } from '../../app/site-context';
import type {
  CallToAction,
  KeyFigure,
  ProductIllustration,
  RegulatoryNote,
  SectionHeading as SectionHeadingContent,
} from '../../content/types';
import { formatNumber } from '../../i18n/format';
import { ButtonLink } from '../ui/button';
import { Icon } from '../ui/icon';
import { SectionHeading } from '../ui/section-heading';
import './product-parts.css';

/** A decorative icon in a soft round badge (pages map content icon names to lucide icons). */
export function ContentIcon({ icon, size = 24 }: { icon: LucideIcon; size?: number }) {
  return (
    <span className="product-icon">
      <Icon icon={icon} size={size} />
    </span>
  );
}

/**
 * An SVG illustration from content; its size reserves the space. Lazy, unless `priority`: the
 * page's first image, on a phone's first screen (its LCP), loads at once and first.
 */
export function ContentImage({
  image,
  className,
  priority = false,
}: {
  image: ProductIllustration;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      className={['product-image', className].filter(Boolean).join(' ')}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** Intended use, users and other regulatory wording, as a definition list. */
export function RegulatoryNotes({ notes }: { notes: readonly RegulatoryNote[] }) {
  return (
    <dl className="product-regulatory">
      {notes.map((note) => (
        <div key={note.label} className="product-regulatory__row">
          <dt>{note.label}</dt>
          <dd>{note.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Key figures as plain text in the page's number format. The Products page uses these (its
 * bundle is the tightest); pages with room count up with `KeyFigures` (key-figures.tsx).
 */
export function StaticFigures({
  figures,
  className,
}: {
  figures: readonly KeyFigure[];
  className?: string;
}) {
  const { locale } = useSite();
  return (
    <ul className={['product-figures', className].filter(Boolean).join(' ')}>
      {figures.map((figure) => {
        return (
          <li key={figure.label} className="product-figures__item">
            <p className="product-figures__value">
              {`${figure.prefix ?? ''}${formatNumber(locale, figure.value, figure.decimals)}${figure.suffix ?? ''}`}
            </p>
            <p className="product-figures__label">{figure.label}</p>
            {figure.source && <p className="product-figures__source">{figure.source}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** The band at the top of these pages: the page's h1 heading and an optional illustration. */
export function PageHero({
  heading,
  image,
  children,
}: {
  heading: SectionHeadingContent;
  image?: ProductIllustration;
  children?: ReactNode;
}) {
  return (
    <header className={['product-hero', image && 'product-hero--image'].filter(Boolean).join(' ')}>
      <div className="product-hero__inner">
        <div className="product-hero__text">
          <SectionHeading level={1} {...heading} />
          {children}
        </div>
        {image && <ContentImage image={image} className="product-hero__image" priority />}
      </div>
    </header>
  );
}

/**
 * The closing call-to-action band (SaMD detail, service pages), in the site's content width.
 * `className` names the band for its page.
 */
export function CtaBand({
  id,
  cta,
  className,
}: {
  id: string;
  cta: CallToAction;
  className: string;
}) {
  return (
    <section className={`cta-band ${className}`} aria-labelledby={id}>
      <div className="container cta-band__inner">
        <h2 id={id} className="cta-band__title">
          {cta.title}
        </h2>
        <p>{cta.text}</p>
        <ButtonLink to={cta.link.href} variant="inverse" className="product-arrow-link">
          {cta.link.label}
        </ButtonLink>
      </div>
    </section>
  );
}
