/**
 * Access token and jsapi_ticket from the WeChat API, cached until 5 minutes before they expire
 * (a minute at least, whatever `expires_in` says) and refreshed by one request at a time however
 * many visitors ask at once. A failure is remembered for FAILURE_CACHE_MS: during an outage
 * visitors get the error at once and the daily quota of the token API (2,000 calls) is not
 * spent on retries, one per visitor.
 */
export interface WechatCredentials {
  appId: string;
  appSecret: string;
  apiBase: string;
  /** Upstream time-out per request (WeChat may be slow from outside mainland China). */
  timeoutMs?: number;
}

export class WechatError extends Error {
  override name = 'WechatError';
}

const EARLY_REFRESH_MS = 5 * 60_000;
/** The shortest time a token or ticket is used, even if WeChat says it expires sooner. */
export const MIN_CACHE_MS = 60_000;
/** How long a failed refresh is answered from memory before WeChat is asked again. */
export const FAILURE_CACHE_MS = 30_000;

interface Cached {
  value: string;
  /** Used until then (already EARLY_REFRESH_MS before WeChat's expiry). */
  expiresAt: number;
}

/** How long to use a value WeChat says expires in `expiresIn` seconds. */
function cacheMs(expiresIn: unknown): number {
  const seconds = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn : 7200;
  return Math.max(MIN_CACHE_MS, seconds * 1000 - EARLY_REFRESH_MS);
}

export function createWechatClient(credentials: WechatCredentials, now: () => number = Date.now) {
  const timeoutMs = credentials.timeoutMs ?? 5000;
  const base = credentials.apiBase.replace(/\/$/, '');
  let token: Cached | null = null;
  let ticket: Cached | null = null;
  let tokenFlight: Promise<string> | null = null;
  let ticketFlight: Promise<string> | null = null;
  let failure: { error: unknown; until: number } | null = null;

  async function call(path: string, params: Record<string, string>) {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new WechatError(`WeChat API unreachable (${path}): ${(error as Error).message}`);
    }
    if (!response.ok) throw new WechatError(`WeChat API ${path} answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.errcode === 'number' && body.errcode !== 0) {
      throw new WechatError(`WeChat API ${path} error ${body.errcode}: ${String(body.errmsg)}`);
    }
    return body;
  }

  const fresh = (cached: Cached | null) =>
    cached && cached.expiresAt > now() ? cached.value : null;

  async function accessToken(): Promise<string> {
    const cached = fresh(token);
    if (cached) return cached;
    tokenFlight ??= call('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: credentials.appId,
      secret: credentials.appSecret,
    })
      .then((body) => {
        if (typeof body.access_token !== 'string') throw new WechatError('No access_token');
        token = { value: body.access_token, expiresAt: now() + cacheMs(body.expires_in) };
        return body.access_token;
      })
      .finally(() => {
        tokenFlight = null;
      });
    return tokenFlight;
  }

  async function jsapiTicket(): Promise<string> {
    const cached = fresh(ticket);
    if (cached) return cached;
    if (failure && failure.until > now()) throw failure.error;
    ticketFlight ??= accessToken()
      .then((access_token) => call('/cgi-bin/ticket/getticket', { access_token, type: 'jsapi' }))
      .then((body) => {
        if (typeof body.ticket !== 'string') throw new WechatError('No ticket');
        ticket = { value: body.ticket, expiresAt: now() + cacheMs(body.expires_in) };
        failure = null;
        return body.ticket;
      })
      .catch((error: unknown) => {
        // A rejected token (e.g. revoked) must not be reused on the next call.
        if (error instanceof WechatError && /error 4000[12]|error 42001/.test(error.message)) {
          token = null;
        }
        failure = { error, until: now() + FAILURE_CACHE_MS };
        throw error;
      })
      .finally(() => {
        ticketFlight = null;
      });
    return ticketFlight;
  }

  return { jsapiTicket };
}

export type WechatClient = ReturnType<typeof createWechatClient>;
