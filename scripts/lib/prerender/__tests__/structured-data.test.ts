import { describe, expect, it } from 'vitest';
import type { EntryCollection } from '../../../../src/content/entries/define';
import { ENTRY_COLLECTIONS } from '../../../../src/content/registry';
import { ENTRY_STRUCTURED_DATA } from '../structured-data';

const collection = (name: string) =>
  ENTRY_COLLECTIONS.find((c) => c.name === name) as EntryCollection;

const page = {
  siteUrl: 'https://www.retinova.example',
  locale: 'en' as const,
  meta: { title: 'Notice of the 2026 AGM', description: 'The notice convening the meeting.' },
  companyName: 'Retinova',
};

describe('the JSON-LD of an entry page, by its collection’s declared type', () => {
  it('makes a document a DigitalDocument, its PDFs its encodings, its time Hong Kong’s', () => {
    const documents = collection('documents');
    expect(documents.structuredData).toBe('DigitalDocument');
    const json = ENTRY_STRUCTURED_DATA.DigitalDocument({
      ...page,
      url: '/en/investor-document?id=notice-of-agm-2026',
      date: '2026-04-24T17:00',
      collection: documents,
      entry: {
        files: {
          en: { url: '/documents/2026/notice-of-agm-2026-en.pdf', bytes: 53_000 },
          'zh-hant': { url: '/documents/2026/notice-of-agm-2026-zh-hant.pdf', bytes: 379_000 },
        },
      },
    });
    expect(json).toMatchObject({
      '@type': 'DigitalDocument',
      name: 'Notice of the 2026 AGM',
      description: 'The notice convening the meeting.',
      datePublished: '2026-04-24T17:00+08:00',
      inLanguage: 'en',
      url: 'https://www.retinova.example/en/investor-document?id=notice-of-agm-2026',
      publisher: { '@type': 'Corporation', name: 'Retinova' },
    });
    expect(json.encoding).toEqual([
      {
        '@type': 'MediaObject',
        contentUrl: 'https://www.retinova.example/documents/2026/notice-of-agm-2026-en.pdf',
        encodingFormat: 'application/pdf',
        contentSize: '53000 B',
        inLanguage: 'en',
      },
      {
        '@type': 'MediaObject',
        contentUrl: 'https://www.retinova.example/documents/2026/notice-of-agm-2026-zh-hant.pdf',
        encodingFormat: 'application/pdf',
        contentSize: '379000 B',
        inLanguage: 'zh-Hant',
      },
    ]);
  });

  it('makes a news article a NewsArticle', () => {
    const news = collection('news');
    expect(news.structuredData).toBe('NewsArticle');
    const json = ENTRY_STRUCTURED_DATA.NewsArticle({
      ...page,
      url: '/en/responsibility-details?id=world-sight-day-2025',
      date: '2025-10-09',
      collection: news,
      entry: {},
    });
    expect(json).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Notice of the 2026 AGM',
      datePublished: '2025-10-09',
      mainEntityOfPage:
        'https://www.retinova.example/en/responsibility-details?id=world-sight-day-2025',
    });
  });
});
