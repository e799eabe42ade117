/**
 * Content of the search page (docs/design.md#search): its words, the names of the kinds of page
 * a visitor can filter by, the sections offered when nothing is found, and the synonym groups
 * the web team keeps.
 */
import { z } from 'zod';
import { SEARCH_KINDS } from '../../../shared/search-kinds';
import { keyedObject, link, pageBase, text } from './primitives';

export const searchContent = z.strictObject({
  ...pageBase,
  form: z.strictObject({
    /** The search field's label. */
    label: text(),
    /** Example words shown in the empty field. */
    placeholder: text(),
    submit: text(),
    /** Legend of the kind filter. */
    kindLegend: text(),
    /** The filter choice that shows every kind. */
    allKinds: text(),
  }),
  /** Names of the kinds of page (paths.ts `kind`), in the filter and on each result. */
  kinds: keyedObject(SEARCH_KINDS, text()),
  status: z.strictObject({
    /** Before the visitor has typed anything. */
    idle: text(),
    loading: text(),
    /** Announced and shown above the results: `{count}` and `{query}` are filled in. */
    one: text(),
    many: text(),
    /** The button that shows the next results. */
    more: text(),
    /** When the search code or index cannot load. */
    failed: text(),
  }),
  /**
   * Offered above the results when a Chinese word of the query has no match of its own (視綱膜):
   * `{query}` is the corrected query, shown as a link that searches it.
   */
  didYouMean: text(),
  nothingFound: z.strictObject({
    /** `{query}` is filled in. */
    title: text(),
    lead: text(),
    links: z.array(link),
  }),
  /**
   * Words visitors type that the pages write differently (糖网 for 糖尿病视网膜病变): a query that
   * contains one word of a group also searches for the others. One group per line of words,
   * separated by commas; the groups are matched by position across the languages, as every list.
   */
  synonyms: z.array(z.strictObject({ words: text() })),
});
