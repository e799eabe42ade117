// The search worker's start (results.ts starts a thread on this file). The release's renderer
// is imported here, by Node itself: through tsx's loader its 1.3 MB would be transformed again,
// which costs the thread over 100 MB. The worker's own code (worker.ts) is TypeScript, run by
// tsx as the server's is (`npm start`), for this import alone.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const renderer = import(pathToFileURL(join(workerData.dir, 'ssr/entry-server.js')).href);
// Its failure (a release without a renderer) is the answer to every search (worker.ts).
renderer.catch(() => {});
const { serve } = await tsImport('./worker.ts', import.meta.url);
serve(renderer);
