import { describe, expect, it } from 'vitest';
import {
  articleBody,
  type ImmutableLike,
  previewLocale,
  translated,
  writtenOnce,
} from '../preview-entry';

/** A stand-in for Decap's immutable entry: `get`/`getIn` over plain objects. */
function entryOf(value: Record<string, unknown>): ImmutableLike {
  const getIn = (path: (string | number)[]) =>
    path.reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      value,
    );
  return { get: (key) => value[key], getIn };
}

const hans = {
  type: 'responsibility',
  date: '2025-10-09',
  cover: 'story-2',
  title: '世界视觉日',
  source: '视瞳科技',
};
const en = { title: 'World Sight Day', source: 'Retinova' };
const hant = { title: '世界視覺日', source: '視瞳科技' };

describe('the entry of a news preview', () => {
  it('reads the default language as Decap hands it (its own data)', () => {
    const entry = entryOf({ data: hans, i18n: { en: { data: en }, 'zh-hant': { data: hant } } });
    expect(previewLocale(entry)).toBe('zh-hans');
    expect(writtenOnce(entry, 'type')).toBe('responsibility');
    expect(writtenOnce(entry, 'date')).toBe('2025-10-09');
    expect(translated(entry, 'title')).toBe('世界视觉日');
  });

  it('reads the values written once from zh-hans when the pane shows another language', () => {
    // As Decap's getPreviewEntry (patched in vite.admin.config.ts) builds it for en: `data` is
    // the en data, the default language's data kept at i18n.zh-hans.data.
    const entry = entryOf({
      data: en,
      i18n: { en: { data: en }, 'zh-hant': { data: hant }, 'zh-hans': { data: hans } },
    });
    expect(previewLocale(entry)).toBe('en');
    expect(writtenOnce(entry, 'type')).toBe('responsibility');
    expect(writtenOnce(entry, 'date')).toBe('2025-10-09');
    expect(writtenOnce(entry, 'cover')).toBe('story-2');
    expect(translated(entry, 'title')).toBe('World Sight Day');
    expect(translated(entry, 'source')).toBe('Retinova');
  });

  it('recognises zh-hant and leaves an unset value empty', () => {
    const entry = entryOf({ data: hant, i18n: { en: { data: en }, 'zh-hant': { data: hant } } });
    expect(previewLocale(entry)).toBe('zh-hant');
    expect(writtenOnce(entry, 'date')).toBe('');
    expect(translated(entry, 'summary')).toBe('');
  });
});

describe('the body of a news preview', () => {
  it('is sanitised as the build sanitises the site: no script or event handler reaches the editor', () => {
    const body = [
      '# Heading',
      '',
      'Text <script>alert(document.cookie)</script> <img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(2)">a link</a> <b onclick="alert(3)">bold</b> [site](https://example.com)',
      '',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg>',
    ].join('\n');
    const html = articleBody(entryOf({ data: { ...en, body } }));
    expect(html).not.toMatch(/<script|alert|onerror|onclick|onload|javascript:|<iframe|<svg/);
    // The site's allow-list: headings start at h2, links to other sites get rel.
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    // An image the editor inserted shows (the build keeps it once it has derived copies).
    expect(html).toContain('<img src="x" />');
  });
});
