import { describe, expect, it } from 'vitest';
import { envelopeError, fail, isEnvelope, ok } from '../envelope';

describe('envelope', () => {
  it('builds success and failure bodies', () => {
    expect(ok({ id: 1 })).toEqual({ success: true, data: { id: 1 } });
    expect(fail('邮箱格式不符')).toEqual({ success: false, err: '邮箱格式不符' });
  });

  it('recognises envelopes', () => {
    expect(isEnvelope(ok(null))).toBe(true);
    expect(isEnvelope(fail('x'))).toBe(true);
    for (const other of [null, 'ok', {}, { success: true }, { success: false }, { success: 1 }]) {
      expect(isEnvelope(other)).toBe(false);
    }
  });

  it('reports the error to show (docs/spec.md §8)', () => {
    const fallback = '发生网络错误';
    expect(envelopeError(200, ok(1), fallback)).toBeUndefined();
    expect(envelopeError(201, ok(1), fallback)).toBeUndefined();
    expect(envelopeError(200, fail('服务繁忙'), fallback)).toBe('服务繁忙');
    expect(envelopeError(400, fail('邮箱格式不符'), fallback)).toBe('邮箱格式不符');
    expect(envelopeError(500, '<html>', fallback)).toBe(fallback);
    expect(envelopeError(502, ok(1), fallback)).toBe(fallback);
    expect(envelopeError(200, { hello: 1 }, fallback)).toBe(fallback);
  });
});
