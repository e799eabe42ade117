/**
 * Characters that control a terminal, an e-mail header or the direction of text rather than
 * being text: C0 controls, DEL, C1 controls (ESC and CSI among them), the Unicode line and
 * paragraph separators and the bidirectional overrides and isolates. A visitor's name may hold
 * none of them (they forge lines in the staff e-mail and in `npm run messages`); a message's
 * details keep tabs and line breaks and lose the rest.
 */

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Whether a UTF-16 code unit is one of the characters above. */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const isLineBreakOrTab = (code: number) => code === TAB || code === LF || code === CR;

/** Whether a single-line value holds any control character (a tab or line break included). */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return true;
  return false;
}

/** A multi-line value without control characters: tabs and line breaks (as LF) stay. */
export function withoutControlCharacters(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === CR) {
      if (value.charCodeAt(i + 1) !== LF) out += '\n';
    } else if (!isControl(code) || isLineBreakOrTab(code)) out += value[i];
  }
  return out;
}

/**
 * The value with each control character shown, not obeyed: C0 as its Unicode control picture
 * (ESC → ␛, LF → ␊), DEL as ␡, the others as `<U+XXXX>`. For terminal and spreadsheet output of
 * what visitors typed. `keepLineBreaks` leaves LF (and tab) alone where a cell may span lines.
 */
export function showControlCharacters(value: string, keepLineBreaks = false): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (!isControl(code) || (keepLineBreaks && (code === LF || code === TAB))) out += value[i];
    else if (code < 0x20) out += String.fromCharCode(0x2400 + code);
    else if (code === 0x7f) out += '\u2421';
    else out += `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
  }
  return out;
}
