/**
 * The menus' links to the pages the collections own (src/content/collections.ts): a page whose
 * declaration gives `menu: { under, after }` is linked, in the phone and desktop menus of every
 * language, in the group that holds the link `under` (a child link, or a desktop entry's own),
 * after the link to `after` (else last), labelled with the page's name (its `meta.shortName`,
 * else its title). The chrome files (src/content/site/chrome.*.yml) hold every other link.
 */
import { PAGES, type PageId } from '../../../src/config/paths';
import { collections } from '../../../src/content/collections';
import type { CollectionPage, CollectionSettings } from '../../../src/content/entries/define';
import type { ChromeContent } from '../../../src/content/types';

type Link = { label: string; url: string };

/** Inserts `link` into `links` after the link to `after` (else at the end); a new list. */
function inserted(links: readonly Link[], link: Link, after: string | undefined): Link[] {
  const at = links.findIndex((l) => l.url === after);
  const index = at === -1 ? links.length : at + 1;
  return [...links.slice(0, index), link, ...links.slice(index)];
}

/** The chrome of one language with the collections' menu links added. */
export function withCollectionLinks(
  chrome: ChromeContent,
  names: Record<PageId, string>,
): ChromeContent {
  let { mobile, desktop } = chrome.menu;
  for (const collection of Object.values(collections as Record<string, CollectionSettings>))
    for (const [id, page] of Object.entries(collection.pages as Record<string, CollectionPage>)) {
      if (!page.menu) continue;
      const { under, after } = page.menu;
      const link = { label: names[id as PageId], url: PAGES[id as PageId].path };
      let placed = 0;
      mobile = mobile.map((item) => {
        if (item.type !== 2 || !item.children.some((c) => c.url === under)) return item;
        placed++;
        return { ...item, children: inserted(item.children, link, after) };
      });
      desktop = desktop.map((item) => {
        if (item.url !== under && !item.children.some((c) => c.url === under)) return item;
        placed++;
        return { ...item, children: inserted(item.children, link, after) };
      });
      if (placed !== 2)
        throw new Error(
          `Page ${id}: its menu link goes under ${under}, which ${placed === 0 ? 'no' : 'more than one'} menu group holds in each menu`,
        );
    }
  return { ...chrome, menu: { ...chrome.menu, mobile, desktop } };
}
