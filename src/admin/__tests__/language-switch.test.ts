import { describe, expect, it } from 'vitest';
import { isEditorRoute } from '../language-switch';

describe('where the interface-language switch shows', () => {
  it('stays out of an entry’s editor (new, existing, files-collection entries)', () => {
    for (const hash of [
      '#/collections/news/new',
      '#/collections/news/entries/world-sight-day-2025',
      '#/collections/pages/entries/home',
      '#/edit/pages/home',
    ]) {
      expect(isEditorRoute(hash), hash).toBe(true);
    }
  });

  it('shows on the sign-in page, the collections and their lists', () => {
    for (const hash of [
      '',
      '#/',
      '#/collections/news',
      '#/collections/pages',
      '#/collections/news/search/abc',
      '#/search/abc',
      '#/media',
    ]) {
      expect(isEditorRoute(hash), hash).toBe(false);
    }
  });
});
