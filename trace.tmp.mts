import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, ensureChrome } from './e2e/helpers/browser-binary';
import { startSite } from './e2e/helpers/harness';
const site = await startSite({ anyBuildOrigin: true });
const origin = `http://localhost:${new URL(site.origin).port}`;
const chrome = await chromeLauncher.launch({ chromePath: ensureChrome(), chromeFlags: [...CHROME_ARGS, '--headless=new'] });
for (const path of process.argv.slice(2)) {
  for (let run = 0; run < 2; run++) {
    const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (run === 0) continue;
    const trace = (result!.artifacts as any).Trace.traceEvents as any[];
    const nav = trace.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? trace.find((e) => e.name === 'navigationStart');
    const fcp = trace.find((e) => e.name === 'firstContentfulPaint');
    const t0 = nav.ts;
    const main = fcp.pid; const tid = fcp.tid;
    const tasks = trace.filter((e) => e.pid === main && e.tid === tid && e.ph === 'X' && e.dur > 0 && e.ts < fcp.ts && e.ts >= t0);
    const byName = new Map<string, number>();
    for (const e of tasks) if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
    const top = tasks.filter((e) => e.name === 'RunTask');
    console.log(path, 'observed FCP', ((fcp.ts - t0) / 1000).toFixed(0), 'ms; RunTask total', (top.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(1), 'ms; simulated FCP', Math.round(result!.lhr.audits['first-contentful-paint'].numericValue));
    console.log('  ', [...byName].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(' | '));
    const urls = new Map<string, number>();
    for (const e of tasks) if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall') { const u = e.args?.data?.url ?? '?'; urls.set(`${e.name} ${u.slice(-50)}`, (urls.get(`${e.name} ${u.slice(-50)}`) ?? 0) + e.dur); }
    console.log('  ', [...urls].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(' | '));
  }
}
await chrome.kill(); await site.app.close(); process.exit(0);
