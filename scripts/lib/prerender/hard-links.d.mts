/** `to` made a hard link to `from` (replacing it), or a copy where links cannot be made. */
export function placeLink(from: string, to: string): void;
/** A new file with these bytes at `path` (what was there is replaced, never written into). */
export function writeNew(path: string, bytes: string | Uint8Array): void;
