/**
 * Request headers the server reads, parsed in time linear in their length: split, trim and
 * compare, never a regular expression with unbounded repeats next to each other (a header of
 * 16 KB, Node's limit, must cost microseconds, not the event loop's next second).
 */

/** The q-value of one `;`-separated parameter list (`;q=0.5`), 1 when absent, NaN when malformed. */
function quality(params: readonly string[]): number {
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'q') continue;
    const value = param.slice(eq + 1).trim();
    // RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ).
    if (value.length === 0 || value.length > 5) return Number.NaN;
    const q = Number(value);
    return q >= 0 && q <= 1 ? q : Number.NaN;
  }
  return 1;
}

/**
 * Whether an `Accept-Encoding` header accepts `coding` (`br`, `gzip`): listed by name, or by
 * `*`, with a q-value above 0. A coding listed by name wins over `*` (RFC 9110 §12.5.3).
 */
export function acceptsEncoding(header: string | string[] | undefined, coding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let wildcard: number | undefined;
  for (const item of value.split(',')) {
    const [name = '', ...params] = item.split(';');
    const token = name.trim().toLowerCase();
    if (token === coding) return quality(params) > 0;
    if (token === '*') wildcard = quality(params);
  }
  return wildcard !== undefined && wildcard > 0;
}
