import type { Page } from 'playwright-core';

/** One result of the search page as a visitor sees it. */
export interface ShownResult {
  href: string;
  title: string;
  /** The kind's name shown on it ("Investors"). */
  kind: string;
  /** The words marked in its excerpt. */
  marks: string[];
}

/** The results shown once the search for the field's current words has answered. */
export async function searchResults(page: Page): Promise<ShownResult[]> {
  await page.waitForFunction(() => {
    const status = document.querySelector('.search-page__status')?.textContent ?? '';
    return /\d/.test(status) && !document.querySelector('.search-result--pending');
  });
  return page.locator('.search-result').evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      title: item.querySelector('a')?.textContent ?? '',
      kind: item.querySelector('.search-result__kind')?.textContent ?? '',
      marks: [...item.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
    })),
  );
}
