#!/usr/bin/env node
// `npm run test:wordpress`: the plugin in a real WordPress, offline. Builds the bundle and
// the plugin, sets up WordPress 6.5.5 on SQLite (no database server) in
// wordpress/test-env/site/, installs the plugin from its zip, serves the site with
// `php -S` on 127.0.0.1, and runs test/wordpress/ (node:test, Chromium through
// playwright-core). The last line is `N passed, N failed`; a setup that fails counts as one
// failure. Needs Debian's `php-cli`, `php-sqlite3`, `unzip` and `tar`, and Chromium.
//
// WordPress and the SQLite integration plugin come from the npm package
// @wp-playground/wordpress-builds, pinned (version and integrity) by
// wordpress/test-env/package-lock.json. Only three of its entries are used (WordPress
// 6.5's zip, its assets, the SQLite plugin's zip): `npm pack` fetches the tarball (npm's
// cache keeps it), those entries are taken out of it and kept in wordpress/test-env/cache/.
// `npm ci` there would write all 11,971 files (383 MB): 2.5 min here against 1 min.
//
//   node scripts/test-wordpress.mjs                      build, set up, test
//   node scripts/test-wordpress.mjs --no-build           reuse dist/bundle/ (the plugin is still packaged)
//   node scripts/test-wordpress.mjs --wordpress 6.2      another WordPress of the package (6.2 to 6.5)
//   node scripts/test-wordpress.mjs --screenshot FILE    no tests: the block in the editor, as a PNG
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = join(root, 'wordpress/test-env');
const site = join(env, 'site');
const args = process.argv.slice(2);
const screenshot = args.includes('--screenshot') ? resolve(args[args.indexOf('--screenshot') + 1]) : null;
const BUILDS = '@wp-playground/wordpress-builds';
// WordPress 6.5 has script modules; 6.2 (`--wordpress 6.2`) has not: the fallback's test.
const WORDPRESS = args.includes('--wordpress') ? args[args.indexOf('--wordpress') + 1] : '6.5';
if (!['6.2', '6.3', '6.4', '6.5'].includes(WORDPRESS)) throw new Error(`--wordpress ${WORDPRESS}: the package has 6.2, 6.3, 6.4 and 6.5`);

/** Runs a command; resolves with its exit code (and its output when `capture`). */
function run(command, commandArgs, { cwd = root, capture = false, extraEnv = {} } = {}) {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, {
      cwd,
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      env: { ...process.env, ...extraEnv },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      done({ code: 1, output });
    });
    child.on('exit', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function must(command, commandArgs, options) {
  const result = await run(command, commandArgs, options);
  if (result.code !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with code ${result.code}`);
  return result.output;
}

/** The package's three entries the site needs, from its pinned tarball (once; kept in cache/). */
async function wordpressBuilds() {
  const lock = JSON.parse(readFileSync(join(env, 'package-lock.json'), 'utf8')).packages[`node_modules/${BUILDS}`];
  const cache = join(env, 'cache', `wordpress-builds-${lock.version}-wp${WORDPRESS}`);
  if (existsSync(join(cache, 'done'))) return cache;
  const download = join(env, 'cache', 'download');
  rmSync(download, { recursive: true, force: true });
  mkdirSync(download, { recursive: true });
  await must('npm', ['pack', `${BUILDS}@${lock.version}`, '--pack-destination', download, '--silent', '--prefer-offline'], {
    cwd: download,
    capture: true,
  });
  const tarball = join(
    download,
    readdirSync(download).find((f) => f.endsWith('.tgz')),
  );
  const [algorithm, expected] = lock.integrity.split('-');
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(tarball)) hash.update(chunk);
  if (hash.digest('base64') !== expected)
    throw new Error(`${tarball} does not match the integrity in wordpress/test-env/package-lock.json`);
  const entries = [
    `package/src/wordpress/wp-${WORDPRESS}.zip`,
    `package/public/wp-${WORDPRESS}`,
    'package/src/sqlite-database-integration/sqlite-database-integration.zip',
  ];
  await must('tar', ['-xzf', tarball, '-C', download, ...entries]);
  rmSync(cache, { recursive: true, force: true });
  renameSync(join(download, 'package'), cache);
  rmSync(download, { recursive: true, force: true });
  writeFileSync(join(cache, 'done'), '');
  return cache;
}

/** A gettext .mo file with one translation (the format: GNU gettext's manual, "MO Files"). */
function moCatalogue(original, translation) {
  const [id, text] = [Buffer.from(`${original}\0`), Buffer.from(`${translation}\0`)];
  const header = Buffer.alloc(44);
  // Magic, revision, 1 string, its original at 28, its translation at 36, no hash table;
  // then the two table entries (length without the NUL, offset), then the strings.
  [0x950412de, 0, 1, 28, 36, 0, 44, id.length - 1, 44, text.length - 1, 44 + id.length].forEach((word, i) =>
    header.writeUInt32LE(word, i * 4),
  );
  return Buffer.concat([header, id, text]);
}

/** A port nothing listens on (127.0.0.1). */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** A fresh site: WordPress, its assets, SQLite, a config, the plugin unzipped from its zip. */
async function makeSite(builds, url) {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  await must('unzip', ['-q', join(builds, `src/wordpress/wp-${WORDPRESS}.zip`), '-d', site]);
  cpSync(join(builds, `public/wp-${WORDPRESS}`), site, { recursive: true });
  // The Playground's own database and config: this site makes its own.
  rmSync(join(site, 'wp-content/database/.ht.sqlite'), { force: true });
  rmSync(join(site, 'wp-config.php'), { force: true });
  const plugins = join(site, 'wp-content/plugins');
  mkdirSync(plugins, { recursive: true });
  await must('unzip', ['-q', join(builds, 'src/sqlite-database-integration/sqlite-database-integration.zip'), '-d', plugins]);
  rmSync(join(plugins, 'sqlite-database-integration'), { recursive: true, force: true });
  renameSync(join(plugins, 'sqlite-database-integration-main'), join(plugins, 'sqlite-database-integration'));
  cpSync(join(plugins, 'sqlite-database-integration/db.copy'), join(site, 'wp-content/db.php'));
  await must('unzip', ['-q', join(root, 'dist/tri-peaks-game-wordpress.zip'), '-d', plugins]);
  cpSync(join(env, 'router.php'), join(site, 'router.php'));
  // Languages the site can be set to: WordPress offers a locale once its translation file is
  // in wp-content/languages/. Offline, a catalogue of one string stands in for each language
  // pack (WordPress 6.2 cannot read an empty one): the admin stays English, the locale is the site's.
  mkdirSync(join(site, 'wp-content/languages'), { recursive: true });
  for (const locale of ['de_DE', 'pt_BR'])
    writeFileSync(join(site, `wp-content/languages/${locale}.mo`), moCatalogue('Tri Peaks', 'Tri Peaks'));
  const salt = () => createHash('sha256').update(Math.random().toString()).digest('hex');
  const constants = {
    DB_NAME: 'wordpress',
    DB_USER: '',
    DB_PASSWORD: '',
    DB_HOST: '',
    DB_CHARSET: 'utf8',
    DB_COLLATE: '',
    WP_HOME: url,
    WP_SITEURL: url,
    WP_DEBUG: true,
    WP_DEBUG_DISPLAY: false,
    WP_DEBUG_LOG: join(site, 'wp-content/debug.log'),
    // Offline: no update checks, no pattern directory, nothing that waits for a network.
    WP_HTTP_BLOCK_EXTERNAL: true,
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    ...Object.fromEntries(
      ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((k) => [
        [`${k}_KEY`, salt()],
        [`${k}_SALT`, salt()],
      ]),
    ),
  };
  writeFileSync(
    join(site, 'wp-config.php'),
    `<?php\n${Object.entries(constants)
      .map(([name, value]) => `define( '${name}', ${JSON.stringify(value)} );`)
      .join(
        '\n',
      )}\n$table_prefix = 'wp_';\nif ( ! defined( 'ABSPATH' ) ) {\n\tdefine( 'ABSPATH', __DIR__ . '/' );\n}\nrequire_once ABSPATH . 'wp-settings.php';\n`,
  );
  const installed = JSON.parse(await must('php', [join(env, 'wp.php'), site, url, 'install'], { capture: true }));
  // The site's language: German, so that "the site's language" is not English by chance.
  await must('php', [join(env, 'wp.php'), site, url, 'option', 'WPLANG', 'de_DE'], { capture: true });
  return installed;
}

/** `php -S` in its own process group (its workers outlive it: the group is ended). */
function startServer(port) {
  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site, join(site, 'router.php')], {
    cwd: site,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '3' },
  });
  let log = '';
  server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  return {
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
    log: () => log,
  };
}

async function waitForSite(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/wp-login.php`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** node:test over test/wordpress/, its TAP counted as scripts/test.mjs counts it. */
async function tests(extraEnv) {
  const dir = join(root, 'test/wordpress');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
  const tap = join(env, 'cache', 'tests.tap');
  rmSync(tap, { force: true });
  const { code } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { extraEnv },
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key) => Number([...text.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  return { code, passed: count('pass'), failed: count('fail') + count('cancelled') };
}

const started = Date.now();
let counts = { code: 1, passed: 0, failed: 0 };
let server;
try {
  if (!args.includes('--no-build')) await must('npm', ['run', 'build:bundle', '--silent']);
  await must(process.execPath, [join(root, 'scripts/build-wordpress.mjs')]);
  const builds = await wordpressBuilds();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const installed = await makeSite(builds, url);
  console.log(`WordPress ${installed.version} at ${url} (set up in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  server = startServer(port);
  await waitForSite(url);
  const extraEnv = {
    WP_VERSION: installed.version,
    WP_URL: url,
    WP_SITE: site,
    WP_AUTHOR: installed.author,
    WP_AUTHOR_PASSWORD: installed.password,
    WP_SCREENSHOT: screenshot ?? '',
  };
  if (screenshot) {
    await must(process.execPath, ['--import', 'tsx', join(root, 'test/wordpress/screenshot.ts')], { extraEnv });
    counts = { code: 0, passed: 0, failed: 0 };
  } else {
    counts = await tests(extraEnv);
  }
} catch (error) {
  console.error(`test:wordpress: ${error.message}`);
  if (server) console.error(server.log());
} finally {
  server?.stop();
}
if (counts.code !== 0 && counts.failed === 0) counts.failed = 1;
console.log(`test:wordpress in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (!screenshot) console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.code === 0 && counts.failed === 0 ? 0 : 1);
