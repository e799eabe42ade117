/** Types of pdf-text-worker.mjs. */
export function rawPdfText(
  bytes: Uint8Array,
  limits: { maxChars: number; maxPages: number; onPage?: (text: string) => void },
): Promise<{ pages: number; numPages: number; cut: boolean }>;
