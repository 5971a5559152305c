#!/usr/bin/env node
// `npm test`: runs the lint (`npm run lint`: ESLint, Prettier's check, lit-analyzer, the
// engine's DOM-free compile) as one counted check, then builds what the tests check
// (dist/ with tsc for the package and CLI tests, dist/bundle/ with vite for the size
// check and the browser proofs, and the translation files beside it, and dist/portals/),
// then the Node tests (engine, CLI, build, and the portal builds, which drive Chromium
// with playwright-core) with node:test + tsx, then the browser tests (element, browser)
// with web-test-runner in a system Chromium. The last line is always `N passed, N failed`
// from the runners' real counts, plus one for the lint (passed or failed); a failed build
// counts as one failure; the exit code is non-zero if the lint, a test, a build or a
// runner failed.
//
//   node scripts/test.mjs                 lint, build, both halves
//   node scripts/test.mjs --node-only     npm run test:node (no lint)
//   node scripts/test.mjs --browser-only  npm run test:browser (no lint)
//   ... --no-build                        reuse dist/ as it is (faster while iterating)
//   ... --no-lint                         skip the lint
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runNode = !args.includes('--browser-only');
const runBrowser = !args.includes('--node-only');
const runBuild = !args.includes('--no-build');
const runLint = runNode && runBrowser && !args.includes('--no-lint');

const NODE_TEST_DIRS = ['test/engine', 'test/unit', 'test/worker', 'test/cli', 'test/portals'];
const BROWSER_TEST_DIRS = ['test/element', 'test/browser'];
const CHROME_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const work = mkdtempSync(join(tmpdir(), 'tri-peaks-test-'));
const totals = { passed: 0, failed: 0 };
let runnerFailed = false;

/** All `*.test.ts` files under the given directories (the glob Node 20's --test lacks). */
function findTests(dirs) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.isFile() && entry.name.endsWith('.test.ts')) {
        found.push(relative(root, path));
      }
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(join(root, dir));
  return found.sort();
}

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Adds a runner's counts; a runner that failed without reporting a failure counts one. */
function record(name, code, passed, failed) {
  if (code !== 0) {
    runnerFailed = true;
    if (failed === 0) {
      console.error(`${name} exited with code ${code} without reporting a failing test: counted as 1 failure.`);
      failed = 1;
    }
  }
  totals.passed += passed;
  totals.failed += failed;
  console.log(`${name}: ${passed} passed, ${failed} failed`);
}

async function nodeTests() {
  const files = findTests(NODE_TEST_DIRS);
  if (files.length === 0) {
    console.log(`node:test: no *.test.ts files under ${NODE_TEST_DIRS.join(', ')}; skipped.`);
    return;
  }
  console.log(`node:test: ${files.length} file(s)`);
  const tap = join(work, 'node-test.tap');
  const code = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key) => {
    const matches = [...text.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))];
    return matches.length ? Number(matches[matches.length - 1][1]) : 0;
  };
  record('node:test', code, count('pass'), count('fail') + count('cancelled'));
}

function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
    return undefined;
  }
  return CHROME_CANDIDATES.find((path) => existsSync(path));
}

async function browserTests() {
  const files = findTests(BROWSER_TEST_DIRS);
  if (files.length === 0) {
    console.log(`web-test-runner: no *.test.ts files under ${BROWSER_TEST_DIRS.join(', ')}; skipped.`);
    return true;
  }
  const chrome = findChromium();
  if (!chrome) {
    console.error("No Chromium found: install it with 'sudo apt-get install chromium' or set CHROME_PATH");
    return false;
  }
  console.log(`web-test-runner: ${files.length} file(s) in ${chrome}`);
  const countsFile = join(work, 'wtr-counts.json');
  const wtrArgs = [join(root, 'node_modules/@web/test-runner/dist/bin.js'), '--config', 'web-test-runner.config.mjs'];
  if (!process.stdout.isTTY) wtrArgs.push('--static-logging');
  const code = await run(process.execPath, wtrArgs, {
    CHROME_PATH: chrome,
    WTR_COUNTS_FILE: countsFile,
  });
  let counts = { passed: 0, failed: 0 };
  if (existsSync(countsFile)) counts = JSON.parse(readFileSync(countsFile, 'utf8'));
  record('web-test-runner', code, counts.passed, counts.failed);
  return true;
}

/**
 * The builds the tests read: the element's styles from their .css files
 * (scripts/build-styles.mjs), `tsc -p tsconfig.build.json` (dist/, for the package, engine
 * and CLI tests in Node), `vite build` (dist/bundle/, for the size check and the
 * browser tests), scripts/build-variants.mjs and scripts/build-translations.mjs (the files beside it),
 * scripts/build-portals.mjs (dist/portals/, for test/portals). A failed build is one failure; the tests still run and report.
 */
async function build() {
  const steps = [['styles (src/tri-peaks-game/styles/sheets.ts)', [join(root, 'scripts/build-styles.mjs')]]];
  if (runNode) steps.push(['tsc (dist/)', [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json']]);
  steps.push(['vite build (dist/bundle/)', [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']]);
  steps.push(['variants (dist/bundle/tri-peaks-game.variants.js)', [join(root, 'scripts/build-variants.mjs')]]);
  steps.push(['translations (dist/bundle/translations/)', [join(root, 'scripts/build-translations.mjs')]]);
  if (runNode) steps.push(['portals (dist/portals/)', [join(root, 'scripts/build-portals.mjs')]]);
  for (const [name, stepArgs] of steps) {
    const started = Date.now();
    const code = await run(process.execPath, stepArgs);
    if (code !== 0) record(`build: ${name}`, code, 0, 1);
    else console.log(`build: ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** `npm run lint` (scripts/lint.mjs): one check, counted as 1 passed or 1 failed. */
async function lint() {
  const started = Date.now();
  const code = await run(process.execPath, [join(root, 'scripts/lint.mjs')]);
  if (code !== 0) {
    record('lint', code, 0, 1);
    console.error('lint: `npm run lint` says what; `npm run lint:fix` fixes most of it.');
  } else {
    totals.passed += 1;
    console.log(`lint: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

let ok = true;
try {
  if (runLint) await lint();
  if (runBuild) await build();
  if (runNode) await nodeTests();
  if (runBrowser) ok = await browserTests();
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (!ok) {
  // The message above must stay the last line: no browser means no honest count.
  process.exit(1);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);
