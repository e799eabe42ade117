/**
 * Verifies a git host's push webhook (docs/design.md#publishing-and-releases) against
 * PUBLISH_WEBHOOK_SECRET, in constant time: GitHub signs the raw body
 * (`X-Hub-Signature-256: sha256=<hex HMAC-SHA256>`), Gitea too (`X-Gitea-Signature: <hex>`), GitLab
 * sends the secret itself (`X-Gitlab-Token`).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export type GitHost = 'github' | 'gitea' | 'gitlab';

/**
 * Equal strings, compared in time that depends on neither content nor length: both sides are
 * hashed to 32 bytes first, since timingSafeEqual needs equal lengths.
 */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const hmacHex = (secret: string, body: Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The host whose signature is valid for this raw body, or undefined (missing or wrong). The
 * first header present decides; a request never passes on a header it does not carry.
 */
export function verifyWebhook(
  headers: IncomingHttpHeaders,
  body: Buffer,
  secret: string,
): GitHost | undefined {
  const github = header(headers, 'x-hub-signature-256');
  if (github !== undefined) {
    return safeEqual(github.trim().toLowerCase(), `sha256=${hmacHex(secret, body)}`)
      ? 'github'
      : undefined;
  }
  const gitea = header(headers, 'x-gitea-signature');
  if (gitea !== undefined) {
    return safeEqual(gitea.trim().toLowerCase(), hmacHex(secret, body)) ? 'gitea' : undefined;
  }
  const gitlab = header(headers, 'x-gitlab-token');
  if (gitlab !== undefined) return safeEqual(gitlab, secret) ? 'gitlab' : undefined;
  return undefined;
}

/**
 * Whether the request carries one of the hosts' signature headers at all: checked before the
 * body (up to 5 MB) is read, so an unsigned request costs no buffering.
 */
export function hasSignatureHeader(headers: IncomingHttpHeaders): boolean {
  return ['x-hub-signature-256', 'x-gitea-signature', 'x-gitlab-token'].some(
    (name) => header(headers, name) !== undefined,
  );
}

/** HTTP's own whitespace (SP, HTAB): the only separator RFC 9110 allows around credentials. */
const isBlank = (code: number) => code === 0x20 || code === 0x09;

/**
 * The token of an `Authorization: Bearer <token>` value (scheme in any case, blanks around the
 * token dropped), or undefined. Scanned by hand, once from each end: a header value is up to
 * 16 KB of the client's choosing, and a regular expression with adjacent unbounded repeats
 * (the former `/^Bearer\s+(.*\S)\s*$/i`) backtracks quadratically on a value of blanks, about
 * 0.1 s of the event loop per request for 16,000 U+00A0 (which `\s` counts as blank).
 */
export function bearerToken(value: string | undefined): string | undefined {
  const scheme = 'bearer';
  if (value === undefined || value.slice(0, scheme.length).toLowerCase() !== scheme) {
    return undefined;
  }
  let start = scheme.length;
  while (start < value.length && isBlank(value.charCodeAt(start))) start++;
  // `Bearer` must be followed by a blank: `Bearerx` is another scheme.
  if (start === scheme.length) return undefined;
  let end = value.length;
  while (end > start && isBlank(value.charCodeAt(end - 1))) end--;
  return end > start ? value.slice(start, end) : undefined;
}

/** The bearer token of an Authorization header matches the secret (status endpoint). */
export function verifyBearer(headers: IncomingHttpHeaders, secret: string): boolean {
  const token = bearerToken(header(headers, 'authorization'));
  return token !== undefined && safeEqual(token, secret);
}

/** What the server reads of a push payload. */
export interface Push {
  /** `refs/heads/<branch>`; undefined for events without a ref (GitHub's ping). */
  ref?: string;
  /** The commit the branch points at after the push (all three hosts name it `after`). */
  after?: string;
}

/** A full commit id: SHA-1 (40 hex digits) or SHA-256 (64). */
const isCommit = (value: unknown): value is string =>
  typeof value === 'string' &&
  (value.length === 40 || value.length === 64) &&
  [...value].every((c) => '0123456789abcdef'.includes(c));

/**
 * The push of a webhook body: JSON (all three hosts), or GitHub's form-encoded
 * `payload=<json>`. Throws on a body that is not a payload at all.
 */
export function parsePush(body: Buffer, contentType: string | undefined): Push {
  let text = body.toString('utf8');
  if (/^application\/x-www-form-urlencoded/i.test(contentType ?? '')) {
    text = new URLSearchParams(text).get('payload') ?? '';
  }
  const payload: unknown = JSON.parse(text);
  if (typeof payload !== 'object' || payload === null) throw new Error('not a JSON object');
  const { ref, after } = payload as Record<string, unknown>;
  return {
    ref: typeof ref === 'string' ? ref : undefined,
    after: isCommit(after) ? after : undefined,
  };
}

/** Longer is not an id a git host sends (GUIDs, UUIDs): not remembered. */
const MAX_DELIVERY_ID = 200;

/**
 * The git host's id of this delivery: the same when the host retries or someone presses
 * "Redeliver", and when a captured request is replayed as it was. GitHub: `X-GitHub-Delivery`
 * (a GUID per event, kept on redelivery); Gitea: `X-Gitea-Delivery`; GitLab 17.4+:
 * `Idempotency-Key` (kept on retries), before that `X-Gitlab-Event-UUID`.
 */
export function deliveryId(headers: IncomingHttpHeaders, host: GitHost): string | undefined {
  const names = {
    github: ['x-github-delivery'],
    gitea: ['x-gitea-delivery', 'x-github-delivery'],
    gitlab: ['idempotency-key', 'x-gitlab-event-uuid'],
  }[host];
  for (const name of names) {
    const value = header(headers, name)?.trim();
    if (value && value.length <= MAX_DELIVERY_ID) return value;
  }
  return undefined;
}
