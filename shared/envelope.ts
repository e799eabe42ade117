/**
 * The API envelope (docs/design.md#endpoints): `{ success: true, data }` or
 * `{ success: false, err }`, where `err` is a message in the request's language. Used by the server
 * to answer and by the client to read answers.
 */
export type Success<T> = { success: true; data: T };
export type Failure = { success: false; err: string };
export type Envelope<T> = Success<T> | Failure;

export const ok = <T>(data: T): Success<T> => ({ success: true, data });
export const fail = (err: string): Failure => ({ success: false, err });

/** True for a well-formed envelope of any kind. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.success === true ? 'data' in v : v.success === false && typeof v.err === 'string';
}

/**
 * The error message to show for a response, or undefined when it succeeded (docs/spec.md#errors: a
 * body that says success is false, or a status other than 200/201, is an error; the server's `err`
 * is shown if there is one, otherwise the generic network error).
 */
export function envelopeError(status: number, body: unknown, fallback: string): string | undefined {
  const okStatus = status >= 200 && status < 300;
  if (okStatus && isEnvelope(body) && body.success) return undefined;
  if (isEnvelope(body) && !body.success && body.err) return body.err;
  return fallback;
}
