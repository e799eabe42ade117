/** Types of pdf-text-worker.mjs. */
export function rawPdfText(bytes: Uint8Array, maxChars: number): Promise<string>;
