import { describe, expect, it } from 'vitest';
import { ContactSchema, SUGGEST_MAX } from '../contact';

const valid = {
  name: '张三',
  phone: '138 0000 0000',
  email: 'zhang@example.com',
  appeal: '2',
  suggest: '希望了解眼底相机的采购流程。',
  consent: true,
};

const codes = (input: unknown) => {
  const result = ContactSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('ContactSchema', () => {
  it('accepts a complete message and fills the defaults', () => {
    const parsed = ContactSchema.parse(valid);
    expect(parsed.language_type).toBe(0);
    expect(parsed.website).toBe('');
    expect(parsed.started_at).toBeUndefined();
  });

  it('accepts form-encoded strings', () => {
    const parsed = ContactSchema.parse({
      ...valid,
      consent: 'on',
      language_type: '2',
      started_at: '1700000000000',
    });
    expect(parsed.consent).toBe(true);
    expect(parsed.language_type).toBe(2);
    expect(parsed.started_at).toBe(1700000000000);
  });

  it('reports each bad field with its code', () => {
    expect(
      codes({ ...valid, name: ' ', email: 'not-an-email', appeal: '10', consent: false }),
    ).toEqual({
      name: 'required',
      email: 'email_invalid',
      appeal: 'appeal_invalid',
      consent: 'consent_required',
    });
    expect(codes({ ...valid, phone: 'call me' })).toEqual({ phone: 'phone_invalid' });
    expect(codes({ ...valid, email: undefined })).toEqual({ email: 'required' });
  });

  it('refuses invisible direction marks and tag characters in the name', () => {
    for (const mark of [
      '\u200e', // LRM
      '\u200f', // RLM
      '\u061c', // ALM
      '\u202a', // LRE … RLO
      '\u202e',
      '\u2066', // LRI … PDI
      '\u2069',
      '\u{e0000}', // the tag characters' block, first and last
      '\u{e0041}',
      '\u{e007f}',
    ]) {
      const name = `Ann${mark}Lee`;
      expect(codes({ ...valid, name }), JSON.stringify(name)).toEqual({ name: 'name_invalid' });
    }
    // Neighbours of those blocks are text.
    for (const name of [
      'Ann\u200dLee',
      '\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
      'Ann \u{e0100}',
      '👁‍🗨 Ann',
    ]) {
      expect(codes({ ...valid, name }), JSON.stringify(name)).toEqual({});
    }
  });

  it('counts characters, not UTF-16 units, against the 500 limit', () => {
    expect(codes({ ...valid, suggest: '眼'.repeat(SUGGEST_MAX) })).toEqual({});
    expect(codes({ ...valid, suggest: '眼'.repeat(SUGGEST_MAX + 1) })).toEqual({
      suggest: 'suggest_too_long',
    });
    // 500 emoji are 1000 UTF-16 units but 500 characters.
    expect(codes({ ...valid, suggest: '👁'.repeat(SUGGEST_MAX) })).toEqual({});
  });
});
