import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../api-client';
import { webType } from '../is-mobile';

function setup(respond: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const notify = vi.fn();
  const client = createApiClient({
    languageType: 2,
    webType: 1,
    networkError: 'A network error occurred',
    notify,
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    },
  });
  return { client, calls, notify };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('adds language_type and web_type to every GET and returns data', async () => {
    const { client, calls, notify } = setup(() => json(200, { success: true, data: { a: 1 } }));
    await expect(client.get('/api/thing', { page: 2 })).resolves.toEqual({ a: 1 });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('language_type')).toBe('2');
    expect(url.searchParams.get('web_type')).toBe('1');
    expect(notify).not.toHaveBeenCalled();
  });

  it('form-encodes a POST without headers, and sends JSON when asked', async () => {
    const { client, calls } = setup(() => json(201, { success: true, data: { id: 7 } }));
    await client.post('/api/contact', { name: '张三', appeal: 2 });
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(calls[0]?.init.body).toBe('name=%E5%BC%A0%E4%B8%89&appeal=2');
    await client.post(
      '/api/contact',
      { a: 1 },
      { headers: { 'Content-Type': 'application/json' } },
    );
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });

  it("toasts the server's err and rejects on success: false or a bad status", async () => {
    const { client, notify } = setup(() => json(400, { success: false, err: 'Invalid Email' }));
    await expect(client.post('/api/contact', {})).rejects.toThrow('Invalid Email');
    expect(notify).toHaveBeenCalledWith('Invalid Email');
    const soft = setup(() => json(200, { success: false, err: 'Busy' }));
    await expect(soft.client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(soft.notify).toHaveBeenCalledWith('Busy');
  });

  it('falls back to the network error for bodies without err, and for transport failures', async () => {
    const html = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(html.client.get('/api/x')).rejects.toMatchObject({ status: 502 });
    expect(html.notify).toHaveBeenCalledWith('A network error occurred');
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.client.get('/api/x')).rejects.toThrow('A network error occurred');
    expect(down.notify).toHaveBeenCalledWith('A network error occurred');
  });

  it('reads web_type from the user agent', () => {
    expect(webType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148')).toBe(2);
    expect(webType('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(2);
    expect(webType('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0')).toBe(1);
  });
});
