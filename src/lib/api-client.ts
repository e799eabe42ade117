/**
 * The shared request helper (docs/spec.md#calls, docs/spec.md#errors). Every GET carries
 * `language_type` and `web_type`; a POST without explicit headers is sent form-encoded; a response
 * with `success: false` or a status other than 2xx shows a toast with the server's `err` (or the
 * translated network error) and rejects; so does a transport failure.
 */
import { envelopeError, isEnvelope } from '../../shared/envelope';

export interface ApiClientOptions {
  /** 0, 1 or 2: the stored language code minus one. */
  languageType: number;
  /** 2 on mobile, 1 on desktop. */
  webType: number;
  /** The generic error in the page language (发生网络错误). */
  networkError: string;
  /** Shows an error to the visitor (a toast). */
  notify: (message: string) => void;
  fetch?: typeof fetch;
}

/** The error an API call rejects with; `message` is what the visitor was shown. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type Params = Record<string, string | number | boolean | undefined>;

export interface ApiClient {
  get<T>(path: string, params?: Params): Promise<T>;
  /** JSON when `headers` says so; otherwise form-encoded (docs/spec.md#calls). */
  post<T>(path: string, body: Params, init?: { headers?: Record<string, string> }): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send<T>(url: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      options.notify(options.networkError);
      throw new ApiError(options.networkError, undefined, { cause });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const error = envelopeError(response.status, body, options.networkError);
    if (error !== undefined) {
      options.notify(error);
      throw new ApiError(error, response.status);
    }
    return (isEnvelope(body) && body.success ? body.data : undefined) as T;
  }

  const query = (params: Params) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) search.set(key, String(value));
    }
    return search;
  };

  return {
    get<T>(path: string, params: Params = {}) {
      const search = query({
        ...params,
        language_type: options.languageType,
        web_type: options.webType,
      });
      return send<T>(`${path}?${search}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
      });
    },
    post<T>(path: string, body: Params, init: { headers?: Record<string, string> } = {}) {
      const headers = init.headers ?? {};
      const json = Object.entries(headers).some(
        ([key, value]) => key.toLowerCase() === 'content-type' && value.includes('json'),
      );
      return send<T>(path, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          ...(json ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...headers,
        },
        body: json ? JSON.stringify(body) : query(body).toString(),
      });
    },
  };
}
