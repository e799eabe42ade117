/**
 * What an entry's own page shares (a news article, an investor document): the link back to its
 * list and the previous / next pager, styled with the page's frame by entry-page.css. A page
 * wraps itself in `<article className="entry-page …">` and uses the `entry-page__…` classes for
 * its inner column, header, title and facts.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../ui/icon';
import './entry-page.css';

/** The link back to the entry's list, above its header. */
export function EntryBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="entry-page__back" to={to}>
      <Icon icon={ArrowLeft} size={20} />
      {children}
    </Link>
  );
}

/** A neighbour in the pager: its address and title. */
export interface EntrySibling {
  href: string;
  title: string;
}

/** One neighbour's link: the word (newer, older) with its arrow, then the title. */
function Sibling({
  entry,
  direction,
  word,
  state,
}: {
  entry: EntrySibling;
  direction: 'previous' | 'next';
  word: string;
  state?: unknown;
}) {
  return (
    <Link
      className={`entry-page__sibling entry-page__sibling--${direction}`}
      to={entry.href}
      state={state}
    >
      <span className="entry-page__sibling-label">
        {direction === 'previous' && <Icon icon={ArrowLeft} size={18} />}
        {word}
        {direction === 'next' && <Icon icon={ArrowRight} size={18} />}
      </span>
      <span className="entry-page__sibling-title">{entry.title}</span>
    </Link>
  );
}

/**
 * The previous (newer) and next (older) entries, as a `<nav>` named by a hidden heading; nothing
 * when the entry has neither. `state` goes with both links (the news pages carry the list the
 * visitor came from).
 */
export function EntryPager({
  label,
  previous,
  next,
  words,
  state,
}: {
  label: string;
  previous?: EntrySibling;
  next?: EntrySibling;
  words: { previous: string; next: string };
  state?: unknown;
}) {
  const headingId = useId();
  if (!previous && !next) return null;
  return (
    <nav className="entry-page__pager" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      {previous && (
        <Sibling entry={previous} direction="previous" word={words.previous} state={state} />
      )}
      {next && <Sibling entry={next} direction="next" word={words.next} state={state} />}
    </nav>
  );
}
