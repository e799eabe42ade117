import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_CODES } from '../../../../shared/contact-limits';
import { loadPageContent } from '../../../content';

describe('the contact messages are content', () => {
  it('gives the docs/spec.md §8 words in three languages', async () => {
    const [zhHans, zhHant, en] = await Promise.all(
      (['zh-hans', 'zh-hant', 'en'] as const).map(
        async (l) => (await loadPageContent(l, 'contact')).form.messages,
      ),
    );
    expect(zhHans?.email_invalid).toBe('邮箱格式不符');
    expect(en?.email_invalid).toBe('Invalid Email');
    expect(zhHant?.email_invalid).toBe('電郵格式不符');
    expect(zhHans?.success).toBe('发送成功');
    expect(en?.success).toBe('Submitted Successfully');
    expect(zhHans?.network).toBe('发生网络错误');
    // The limit counts characters, and says so.
    expect(en?.suggest_too_long).toBe('Details must be at most 500 characters');
    for (const messages of [zhHans, zhHant, en]) {
      expect(Object.keys(messages ?? {}).sort()).toEqual([...CONTACT_MESSAGE_CODES].sort());
    }
  });
});
