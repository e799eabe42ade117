import type { Page } from 'playwright-core';

/** The smallest font size of any visible text on the page, and where it is. */
export function smallestText(page: Page) {
  return page.evaluate(() => {
    let smallest = { px: Number.POSITIVE_INFINITY, where: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (element.closest('[hidden], [aria-hidden="true"], script, style, .visually-hidden'))
        continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const px = Number.parseFloat(style.fontSize);
      if (px < smallest.px)
        smallest = { px, where: `${element.className}: ${node.textContent.trim().slice(0, 30)}` };
    }
    return smallest;
  });
}
