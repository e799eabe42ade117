import { describe, expect, it } from 'vitest';
import { applicationMailto } from '../application-mailto';

describe('applicationMailto', () => {
  it('prefills a subject naming the category, encoded for a mailto: URL', () => {
    const href = applicationMailto('hr@retinova.com', '应聘：{category}', '视觉算法类');
    expect(href.startsWith('mailto:hr@retinova.com?subject=')).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe('应聘：视觉算法类');
    expect(applicationMailto('a@b.co', 'Application: {category}', 'R&D')).toBe(
      'mailto:a@b.co?subject=Application%3A%20R%26D',
    );
  });
});
