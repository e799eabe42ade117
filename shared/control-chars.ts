/**
 * Characters that control a terminal, an e-mail header or the direction of text rather than
 * being text: C0 controls, DEL, C1 controls (ESC and CSI among them), the Unicode line and
 * paragraph separators and the bidirectional overrides and isolates. A visitor's name may hold
 * none of them (they forge lines in the staff e-mail and in `npm run messages`), nor the
 * invisible marks below; a message's details keep tabs and line breaks and lose the rest.
 */

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Whether a UTF-16 unit or code point is one of the characters above (all in the BMP). */
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

/**
 * Whether a code point is an invisible mark a single line refuses too: LRM, RLM and ALM reorder
 * the text around them like the overrides do, and the tag characters (U+E0000–U+E007F) carry
 * ASCII that a reader does not see but a program does.
 */
function isInvisibleMark(code: number): boolean {
  return (
    code === 0x200e || code === 0x200f || code === 0x061c || (code >= 0xe0000 && code <= 0xe007f)
  );
}

/**
 * Whether a single-line value holds any control character (a tab or line break included) or
 * invisible mark. By code point: a tag character is two UTF-16 units.
 */
export function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (isControl(code) || isInvisibleMark(code)) return true;
  }
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
