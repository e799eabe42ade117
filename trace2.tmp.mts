import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, ensureChrome } from './e2e/helpers/browser-binary';
import { startSite } from './e2e/helpers/harness';
const site = await startSite({ anyBuildOrigin: true });
const origin = `http://localhost:${new URL(site.origin).port}`;
const chrome = await chromeLauncher.launch({ chromePath: ensureChrome(), chromeFlags: [...CHROME_ARGS, '--headless=new'] });
const path = process.argv[2];
for (let run = 0; run < 2; run++) {
  const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (run === 0) continue;
  const trace = (result!.artifacts as any).Trace.traceEvents as any[];
  const fcp = trace.find((e) => e.name === 'firstContentfulPaint');
  const nav = trace.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes('/search')).at(-1) ?? trace.filter((e) => e.name === 'navigationStart').at(-1);
  const t0 = nav.ts;
  const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0);
  const ev = trace.filter((e) => e.ts >= t0 && e.ts <= fcp.ts + 5000 && (
    (e.name === 'ResourceSendRequest') || (e.name === 'ResourceFinish') ||
    (e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur > 1500 && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') ||
    (e.name.includes('Paint') && e.pid === fcp.pid && e.ph !== 'X') || e.name === 'MarkDOMContent' || e.name === 'MarkLoad' || e.name.includes('RenderBlocking') || e.name.includes('blocking')));
  const ids = new Map<string, string>();
  for (const e of ev) {
    if (e.name === 'ResourceSendRequest') { ids.set(e.args.data.requestId, e.args.data.url); console.log(rel(e.ts), 'send', e.args.data.url.slice(-60), e.args.data.priority, e.args.data.renderBlocking ?? ''); }
    else if (e.name === 'ResourceFinish') console.log(rel(e.ts), 'done', (ids.get(e.args.data.requestId) ?? '?').slice(-60));
    else console.log(rel(e.ts), e.name, e.dur ? (e.dur / 1000).toFixed(1) : '', JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 120));
  }
  console.log('FCP', rel(fcp.ts));
}
await chrome.kill(); await site.app.close(); process.exit(0);
