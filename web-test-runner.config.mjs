// web-test-runner: element and browser tests in Debian's Chromium (nothing downloads a browser).
// Run through `npm test` / `npm run test:browser` (scripts/test.mjs), which finds Chromium,
// sets CHROME_PATH and prints the combined `N passed, N failed` line.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { countsReporter } from './scripts/wtr-counts-reporter.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { writeSheets } from './scripts/build-styles.mjs';

/**
 * The browser proofs (test/browser/) open fixture pages from test/browser/pages/ in an
 * iframe. Those pages are served as a strict host would serve them: this header, with no
 * 'unsafe-inline' and no 'unsafe-eval', so inline scripts, inline styles and eval are
 * blocked (and reported to the page's securitypolicyviolation listener).
 */
export const STRICT_CSP = "default-src 'self'";
/** worker.html?no-worker is served with a policy that also forbids Web Workers, as some hosts do. */
export const NO_WORKER_CSP = `${STRICT_CSP}; worker-src 'none'`;

/** cross-origin.html loads the bundle from the server's other host name, as from a CDN. */
export const CROSS_ORIGIN_CSP = "default-src 'self' http://localhost:* blob:";

function strictCspForFixturePages(context, next) {
  return next().then(() => {
    // The bundle may be loaded from another origin, as a CDN serves it.
    if (context.path.startsWith('/dist/bundle/')) context.set('Access-Control-Allow-Origin', '*');
    if (!context.path.startsWith('/test/browser/pages/')) return;
    const policy = context.path.endsWith('/cross-origin.html')
      ? CROSS_ORIGIN_CSP
      : context.querystring === 'no-worker'
        ? NO_WORKER_CSP
        : STRICT_CSP;
    context.set('Content-Security-Policy', policy);
  });
}

/**
 * The variant code's file (dist/bundle/tri-peaks-game.variants.js): every request for it is
 * logged by its query string (the page's bundle passes its own on, ?ver=...), which
 * test/browser/variants.test.ts reads back from /__variants-requests; asked for with
 * ?ver=missing it is a 404, as on a host that copied tri-peaks-game.js alone; with ?ver=stale
 * it is a module from another release (0.0.0-stale), as from a cache that kept an old file.
 */
const variantsRequests = [];
function variantsFile(context, next) {
  if (context.path === '/__variants-requests') {
    context.type = 'application/json';
    context.body = JSON.stringify(variantsRequests);
    return Promise.resolve();
  }
  if (context.path === '/dist/bundle/tri-peaks-game.variants.js') {
    variantsRequests.push(context.querystring);
    if (context.querystring === 'ver=missing') {
      context.status = 404;
      context.body = 'Not found';
      return Promise.resolve();
    }
    if (context.querystring === 'ver=stale') {
      context.type = 'text/javascript';
      context.body = 'export const version = "0.0.0-stale"; export const variantCode = {};';
      return Promise.resolve();
    }
  }
  return next();
}

// The element's styles as their .css files say (src/tri-peaks-game/styles/sheets.ts).
writeSheets();

/**
 * The worker's script: the bundle, asked for by the page's worker (Sec-Fetch-Dest: worker).
 * For a page that loads the bundle as ?worker=quiet it is a worker that closes itself at
 * once and never answers; as ?worker=stale, the worker of the release before this protocol
 * (jobs as { id, job: name, args }, answers as { id, result } or { id, error }), as after a
 * deploy between the page's load and the worker's start. Never cached, so each request is
 * answered here.
 */
const STALE_WORKER = `onmessage = async ({ data }) => {
  const JOBS = { solve: () => ({ winnable: true, solution: [] }), hint: () => ({ move: null }) };
  try { postMessage({ id: data.id, result: await JOBS[data.job](...data.args) }); }
  catch (e) { postMessage({ id: data.id, error: e.message }); }
};`;
function oddWorkers(context, next) {
  const odd = context.path === '/dist/bundle/tri-peaks-game.js' && /^worker=(quiet|stale)$/.test(context.querystring);
  if (odd && context.get('sec-fetch-dest') === 'worker') {
    context.type = 'text/javascript';
    context.set('Cache-Control', 'no-store');
    context.body = context.querystring === 'worker=quiet' ? 'close();' : STALE_WORKER;
    return Promise.resolve();
  }
  return next().then(() => odd && context.set({ 'Cache-Control': 'no-store', Vary: 'Sec-Fetch-Dest' }));
}

export default {
  files: ['test/element/**/*.test.ts', 'test/browser/**/*.test.ts'],
  // Lit's production build, the one the bundle ships (its development build adds checks
  // that make rendering slower than players ever see).
  nodeResolve: { exportConditions: ['production'] },
  middleware: [strictCspForFixturePages, variantsFile, oddWorkers],
  // tsconfig: so experimentalDecorators / useDefineForClassFields reach esbuild (Lit decorators).
  plugins: [esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: ['--headless=new', ...CHROMIUM_ARGS],
      },
    }),
  ],
  // 2 cores: one page at a time, generous timeouts.
  concurrency: 1,
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 300_000,
  testFramework: {
    config: { timeout: 10_000 },
  },
  reporters: [defaultReporter(), countsReporter({ outFile: process.env.WTR_COUNTS_FILE })],
};
