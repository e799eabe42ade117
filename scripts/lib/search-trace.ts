/**
 * Where the time to a first search result goes (issue 46, `npm run bench:search -- --trace`):
 * every request of a search page load with its start, first byte and end from the navigation,
 * what started it, and the main thread's time (WebAssembly, the longest tasks, hydration),
 * recorded over the Chrome DevTools Protocol on the benchmark's phone page.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface ChainRequest {
  /** Path and query of the URL. */
  path: string;
  /** Milliseconds from the search document's request. */
  start: number;
  /** First byte (response headers). */
  headers?: number;
  end?: number;
  /** Bytes on the wire. */
  bytes: number;
  /** What started it: the parser, a preload, a prefetch, or a script's function. */
  initiator: string;
  /** Answered from the HTTP or memory cache. */
  cached: boolean;
}

export interface ChainTrace {
  /** Requests of the search page, from its document on. */
  requests: ChainRequest[];
  /** Requests before it (the warm-up on the page the visitor came from). */
  before: ChainRequest[];
  /** Page milestones (ms from the document's request): first paint, hydrated, first result. */
  marks: Record<string, number>;
  /** Main-thread time (ms) up to the first result. */
  main: {
    busy: number;
    wasm: number;
    wasmBackground: number;
    longTasks: { start: number; ms: number; what: string }[];
  };
}

/** Recorded in the page: when it hydrated and when its first result appeared. */
const MARKS_SCRIPT = `(() => {
  const marks = (window.__searchMarks = {});
  const check = () => {
    const root = document.documentElement;
    if (!marks.hydrated && root && root.getAttribute('data-hydrated') === 'true') marks.hydrated = performance.now();
    if (!marks.firstResult && document.querySelector('.search-result a')) marks.firstResult = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const short = (url: string) => url.replace(/^[a-z]+:\/\/[^/]+/, '');

/**
 * Starts recording on a phone page before it navigates; `stop()` (after the first result) returns
 * the chain, from the request of the document whose path starts with `documentPath`.
 */
export async function startSearchTrace(
  page: Page,
  cdp: CDPSession,
  documentPath: string,
): Promise<{ stop: () => Promise<ChainTrace> }> {
  await page.addInitScript(MARKS_SCRIPT);
  const requests = new Map<string, ChainRequest & { at: number }>();
  const times = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const stack = event.initiator.stack?.callFrames[0];
    const via =
      event.initiator.type === 'script' && stack
        ? `script ${stack.functionName || '(anonymous)'} in ${short(stack.url).split('/').pop()}`
        : event.initiator.type;
    const purpose = event.request.headers.Purpose ?? event.request.headers['Sec-Purpose'];
    times.set(event.requestId, event.timestamp);
    requests.set(event.requestId, {
      path: short(event.request.url),
      start: 0,
      at: event.timestamp,
      bytes: 0,
      initiator: purpose ? `${via} (${purpose})` : via,
      cached: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.headers = event.timestamp;
    request.cached =
      event.response.fromDiskCache === true || event.response.fromPrefetchCache === true;
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.bytes = event.encodedDataLength;
  });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) =>
    events.push(...(event.value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.wasm,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });

  const stop = async (): Promise<ChainTrace> => {
    const pageMarks = (await page.evaluate(
      `({ ...window.__searchMarks, paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })`,
    )) as Record<string, number | undefined>;
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    const all = [...requests.values()].sort((a, b) => a.at - b.at);
    const document = all.findLast((r) => r.path.startsWith(documentPath));
    const t0 = document?.at ?? all[0]?.at ?? 0;
    const ms = (t: number | undefined) =>
      t === undefined ? undefined : Math.round((t - t0) * 1000);
    const rows = all.map(({ at, ...r }) => ({
      ...r,
      start: ms(at) ?? 0,
      headers: ms(r.headers),
      end: ms(r.end),
    }));
    const marks: Record<string, number> = {};
    for (const [name, value] of Object.entries(pageMarks)) {
      if (typeof value === 'number') marks[name] = Math.round(value);
    }
    const until = t0 * 1e6 + (marks.firstResult ?? Number.POSITIVE_INFINITY) * 1000;
    const threads = new Map<string, string>();
    for (const e of events) {
      if (e.name === 'thread_name' && e.args?.name) threads.set(`${e.pid}:${e.tid}`, e.args.name);
    }
    const isMain = (e: TraceEvent) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain';
    const inWindow = (e: TraceEvent) => e.ph === 'X' && e.ts >= t0 * 1e6 && e.ts <= until;
    const tasks = events.filter((e) => inWindow(e) && isMain(e) && e.name === 'RunTask');
    const wasmEvents = events.filter((e) => inWindow(e) && e.name.startsWith('wasm.'));
    const sum = (list: TraceEvent[]) => list.reduce((total, e) => total + (e.dur ?? 0) / 1000, 0);
    // Only the outermost WebAssembly events count (compilation units run inside others).
    const outermost = (list: TraceEvent[]) =>
      list.filter(
        (e) =>
          !list.some(
            (o) =>
              o !== e &&
              o.pid === e.pid &&
              o.tid === e.tid &&
              o.ts <= e.ts &&
              o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0),
          ),
      );
    const longTasks = tasks
      .filter((t) => (t.dur ?? 0) >= 50_000)
      .map((t) => {
        const inside = events.filter(
          (e) =>
            e !== t &&
            e.ph === 'X' &&
            e.pid === t.pid &&
            e.tid === t.tid &&
            e.ts >= t.ts &&
            e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) &&
            /^(EvaluateScript|v8\.evaluateModule|v8\.compileModule|FunctionCall|TimerFire|ParseHTML|Layout|UpdateLayoutTree|wasm\.|MinorGC|MajorGC)/.test(
              e.name,
            ),
        );
        const top = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
        const url = top?.args?.data?.url;
        return {
          start: Math.round(t.ts / 1000 - t0 * 1000),
          ms: Math.round((t.dur ?? 0) / 1000),
          what: top ? `${top.name}${url ? ` ${short(url).split('/').pop()}` : ''}` : '',
        };
      });
    return {
      requests: rows.filter((r) => r.start >= 0),
      before: rows.filter((r) => r.start < 0),
      marks,
      main: {
        busy: Math.round(sum(tasks)),
        wasm: Math.round(sum(outermost(wasmEvents.filter(isMain)))),
        wasmBackground: Math.round(sum(outermost(wasmEvents.filter((e) => !isMain(e))))),
        longTasks,
      },
    };
  };
  return { stop };
}

/** What a request is, for the table. */
export function requestLabel(path: string): string {
  const file = path.split('?')[0]?.split('/').pop() ?? path;
  if (/\/search(\?|$)/.test(path)) return 'page (HTML)';
  if (path.startsWith('/pagefind/') || path.includes('/pagefind/')) {
    if (file === 'pagefind.js') return 'pagefind.js';
    if (file.endsWith('.pagefind')) return 'WebAssembly';
    if (file === 'pagefind-entry.json') return 'entry';
    if (file.endsWith('.pf_meta')) return 'meta';
    if (file.endsWith('.pf_index')) return 'index chunk';
    if (file.endsWith('.pf_filter')) return 'filter';
    if (file.endsWith('.pf_fragment')) return 'fragment';
  }
  if (/^index-/.test(file)) return 'entry chunk (app)';
  if (/^search-page-/.test(file)) return 'search code';
  return file;
}

/** The chain as a Markdown table (fragments and the app's small chunks grouped). */
export function chainTable(trace: ChainTrace): string {
  const rows: string[] = [
    '| request | start | first byte | end | KB | started by |',
    '|---|---|---|---|---|---|',
  ];
  const fmt = (n: number | undefined) => (n === undefined ? '–' : String(n));
  const groups = new Map<string, ChainRequest[]>();
  for (const request of trace.requests) {
    const label = requestLabel(request.path);
    const key = label === 'fragment' ? 'fragment' : `${label}\0${request.path}`;
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  for (const [key, list] of groups) {
    const label = key.split('\0')[0] ?? key;
    const first = list[0];
    if (!first) continue;
    const start = Math.min(...list.map((r) => r.start));
    const end = Math.max(...list.map((r) => r.end ?? r.start));
    const headers = Math.min(...list.map((r) => r.headers ?? Number.POSITIVE_INFINITY));
    const bytes = list.reduce((total, r) => total + r.bytes, 0);
    const name = list.length > 1 ? `${label} × ${list.length}` : label;
    rows.push(
      `| ${name}${first.cached ? ' (cache)' : ''} | ${start} | ${fmt(Number.isFinite(headers) ? headers : undefined)} | ${end} | ${(bytes / 1024).toFixed(1)} | ${first.initiator} |`,
    );
  }
  const { marks, main } = trace;
  rows.push(
    '',
    `Marks (ms): first paint ${fmt(marks.paint)}, hydrated ${fmt(marks.hydrated)}, first result ${fmt(marks.firstResult)}. ` +
      `Main thread busy ${main.busy} ms up to the first result; WebAssembly ${main.wasm} ms on it (${main.wasmBackground} ms on background threads).`,
    `Long tasks (≥ 50 ms): ${main.longTasks.map((t) => `${t.start} +${t.ms} ${t.what}`).join('; ') || 'none'}.`,
  );
  if (trace.before.length > 0) {
    rows.push(
      `Before the page (warm-up): ${trace.before
        .filter((r) => !/\.(svg|png|webp|avif|jpg)$/.test(r.path))
        .map((r) => `${requestLabel(r.path)} ${r.start}…${fmt(r.end)}${r.cached ? ' (cache)' : ''}`)
        .join(', ')}.`,
    );
  }
  return rows.join('\n');
}
