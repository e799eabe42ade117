import {
  type FormEvent,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { SEARCH_KINDS, type SearchKind } from '../../../shared/search-kinds';
import type { PageProps } from '../../app/page-props';
import { SectionHeading } from '../../components/ui/section-heading';
import {
  excerptParts,
  loadPagefind,
  loadWords,
  PAGE_SIZE,
  type PagefindData,
  readSearchParams,
  type SearchHit,
  searchAll,
  searchParamsOf,
  seedHits,
  suggestQuery,
  synonymGroups,
} from './search-engine';
import { readSeed } from './search-seed';
import './search-page.css';

/** Wait after the last keystroke before searching, so typing is never held up. */
const DEBOUNCE_MS = 180;

type Status =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'done'; query: string; hits: SearchHit[] };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/** One result: its title linked, the kind of page, the excerpt with the matched words marked. */
function ResultItem({ hit, kindName }: { hit: SearchHit; kindName: (kind: string) => string }) {
  const [data, setData] = useState<PagefindData | null>(hit.data ?? null);
  useEffect(() => {
    let live = true;
    hit.load().then((loaded) => {
      if (live) setData(loaded);
    });
    return () => {
      live = false;
    };
  }, [hit]);
  if (!data) return <li className="search-result search-result--pending" aria-hidden="true" />;
  const kind = data.filters.kind?.[0];
  return (
    <li className="search-result">
      {/* A document load, not a client navigation: the page opened gets its own strict CSP. */}
      <a className="search-result__title" href={data.url}>
        {data.meta.title ?? data.url}
      </a>
      {kind && <span className="search-result__kind">{kindName(kind)}</span>}
      <p className="search-result__excerpt">
        {excerptParts(data.excerpt).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : part.text,
        )}
      </p>
    </li>
  );
}

/**
 * Site search (docs/design.md#search): the query and the kind of page live in the URL (`?q=`,
 * `?kind=`, replaced as the visitor types, so the address can be shared and Back returns to the
 * results); results follow the typing after a short pause, in a transition that never holds up
 * the field; a live region says how many were found. The prerendered page is the empty form:
 * the query is read from the address after hydration. The server answers an address with a
 * query with this page rendered with its first results (search-seed.ts), which it starts from.
 */
export default function SearchPage({ content }: PageProps<'search'>) {
  const groups = useMemo(() => synonymGroups(content.synonyms), [content.synonyms]);
  // The results the server searched for the address, if they came with the page.
  const [seed] = useState(readSeed);
  const [query, setQuery] = useState(seed?.query ?? '');
  const [kind, setKind] = useState<SearchKind | undefined>(seed?.kind ?? undefined);
  const [status, setStatus] = useState<Status>(() =>
    seed
      ? { state: 'done', query: seed.query.trim(), hits: seedHits(seed, groups) }
      : { state: 'idle' },
  );
  const [shown, setShown] = useState(PAGE_SIZE);
  /** "Did you mean": the query it is for and the suggested query (the server's, with its results). */
  const [suggestion, setSuggestion] = useState<{ query: string; suggested: string } | null>(() =>
    seed?.suggested ? { query: seed.query.trim(), suggested: seed.suggested } : null,
  );
  /** The server's results until the first search: the address's query needs no other. */
  const seeded = useRef(seed);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  /**
   * A query that did not come from typing (the address's, a suggestion followed): searched at
   * once, without the pause that waits for the next keystroke.
   */
  const immediate = useRef<string | null>(null);
  const fieldId = useId();

  // The address's query, once hydrated (the prerender had none; the server's results, if they
  // came with the page, are for it, and nothing is searched until the visitor changes it).
  const [urlRead, setUrlRead] = useState(false);
  useEffect(() => {
    const fromUrl = readSearchParams(window.location.search, SEARCH_KINDS);
    immediate.current = fromUrl.query.trim() || null;
    setQuery(fromUrl.query);
    setKind(fromUrl.kind);
    setUrlRead(true);
    if (!fromUrl.query) input.current?.focus();
  }, []);

  // The address follows the form (once it has been read, or the first render would erase it):
  // replaced, not pushed, so Back leaves the search page.
  useEffect(() => {
    if (!urlRead) return;
    const search = searchParamsOf(query, kind);
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
    }
  }, [urlRead, query, kind]);

  useEffect(() => {
    const term = query.trim();
    const run = ++latest.current;
    if (!term) {
      setStatus({ state: 'idle' });
      return;
    }
    const now = immediate.current === term;
    immediate.current = null;
    // The results and suggestion the page came with are this search's: Pagefind waits for the
    // visitor's first change (no WebAssembly compiled, no index fetched while the page loads).
    const first = seeded.current;
    seeded.current = undefined;
    if (first && first.query.trim() === term && (first.kind ?? undefined) === kind) return;
    const search = async () => {
      setStatus((previous) => (previous.state === 'done' ? previous : { state: 'loading' }));
      try {
        const pagefind = await loadPagefind();
        const hits = await searchAll(pagefind, term, groups, kind);
        if (run !== latest.current) return;
        startTransition(() => {
          setShown(PAGE_SIZE);
          setStatus({ state: 'done', query: term, hits });
        });
        // Afterwards, so the results are never held up by it; without it if it fails.
        const suggested = await suggestQuery(pagefind, term, groups, loadWords).catch(
          () => undefined,
        );
        if (run === latest.current) setSuggestion(suggested ? { query: term, suggested } : null);
      } catch (error) {
        console.error(error);
        if (run === latest.current) setStatus({ state: 'failed' });
      }
    };
    if (now) {
      search();
      return;
    }
    const timer = setTimeout(search, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, kind, groups]);

  const onSubmit = (event: FormEvent) => {
    // The results already follow the field; Enter only must not reload the page.
    event.preventDefault();
  };

  const kindName = (name: string) =>
    (content.kinds as Record<string, string | undefined>)[name] ?? name;
  const count = status.state === 'done' ? status.hits.length : 0;
  const announcement =
    status.state === 'done'
      ? fill(count === 1 ? content.status.one : content.status.many, {
          count,
          query: status.query,
        })
      : status.state === 'loading'
        ? content.status.loading
        : status.state === 'failed'
          ? content.status.failed
          : content.status.idle;
  const nothing = status.state === 'failed' || (status.state === 'done' && count === 0);
  const suggested =
    status.state === 'done' && suggestion?.query === status.query ? suggestion.suggested : null;
  const [beforeWord = '', afterWord = ''] = content.didYouMean.split('{query}');

  return (
    <div className="search-page">
      <header className="search-page__hero">
        <div className="container search-page__inner">
          <SectionHeading level={1} {...content.heading} />
          <search aria-label={content.heading.title}>
            <form className="search-page__form" onSubmit={onSubmit}>
              <label htmlFor={fieldId} className="search-page__label">
                {content.form.label}
              </label>
              <div className="search-page__field">
                <input
                  ref={input}
                  id={fieldId}
                  type="search"
                  name="q"
                  value={query}
                  placeholder={content.form.placeholder}
                  autoComplete="off"
                  enterKeyHint="search"
                  onChange={(event) => setQuery(event.target.value)}
                  // Where the results came with the page, Pagefind starts as the visitor shows
                  // they will search again (a no-op once it has).
                  onFocus={() => loadPagefind().catch(() => {})}
                />
                <button type="submit" className="search-page__submit">
                  {content.form.submit}
                </button>
              </div>
              <fieldset className="search-page__kinds">
                <legend>{content.form.kindLegend}</legend>
                {[undefined, ...SEARCH_KINDS].map((option) => (
                  <label key={option ?? 'all'} className="search-page__kind">
                    <input
                      type="radio"
                      name="kind"
                      value={option ?? ''}
                      checked={kind === option}
                      onChange={() => setKind(option)}
                    />
                    <span>{option ? content.kinds[option] : content.form.allKinds}</span>
                  </label>
                ))}
              </fieldset>
            </form>
          </search>
        </div>
      </header>
      <div className="container search-page__inner search-page__body">
        <p className="search-page__status" role="status">
          {announcement}
        </p>
        {/* A live region of its own, present before the suggestion, so it is announced. */}
        <div aria-live="polite">
          {suggested && (
            <p className="search-page__suggestion">
              {beforeWord}
              <a
                href={searchParamsOf(suggested, kind)}
                onClick={(event) => {
                  // The search runs here, at once; the address follows the field as ever.
                  event.preventDefault();
                  immediate.current = suggested.trim();
                  setQuery(suggested);
                }}
              >
                {suggested}
              </a>
              {afterWord}
            </p>
          )}
        </div>
        {status.state === 'done' && count > 0 && (
          <>
            <ol className="search-page__results">
              {status.hits.slice(0, shown).map((hit) => (
                <ResultItem key={hit.id} hit={hit} kindName={kindName} />
              ))}
            </ol>
            {shown < count && (
              <button
                type="button"
                className="search-page__more"
                onClick={() => setShown(shown + PAGE_SIZE)}
              >
                {content.status.more}
              </button>
            )}
          </>
        )}
        {nothing && (
          <section className="search-page__nothing" aria-labelledby="search-nothing">
            <h2 id="search-nothing">
              {status.state === 'done'
                ? fill(content.nothingFound.title, { query: status.query })
                : content.status.failed}
            </h2>
            <p>{content.nothingFound.lead}</p>
            <ul>
              {content.nothingFound.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
