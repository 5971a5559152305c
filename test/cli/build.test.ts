// The builds and the package: the single-file bundle (size budget, nothing else loaded),
// the npm package's entries (ES modules, types, the DOM-free engine, the bin) and its
// `sideEffects` list. Reads dist/, which `npm test` builds first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { needBuilt, node, path, root, triPeaks } from './helpers.js';

const BUNDLE = 'dist/bundle/tri-peaks-game.js';
/** The variant code, loaded by the bundle when a game first needs it (src/engine/variants/variants.ts). */
const VARIANTS = 'dist/bundle/tri-peaks-game.variants.js';
const pkg = JSON.parse(readFileSync(path('package.json'), 'utf8'));

function filesUnder(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path(dir), { withFileTypes: true })) {
    const rel = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(rel, ext));
    else if (entry.name.endsWith(ext)) out.push(rel);
  }
  return out;
}

test('`npm run size`: the gzipped bundle is within its budget (scripts/size.mjs)', () => {
  needBuilt(BUNDLE);
  const result = node([path('scripts/size.mjs')]);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /^ok: .* gzipped/);
});

test("the README's bundle size is the built bundle's, to the nearest KB or so", () => {
  needBuilt(BUNDLE);
  const said = /about (\d+) KB gzipped/.exec(readFileSync(path('README.md'), 'utf8'));
  assert.ok(said, 'the README says how big the bundle is ("about N KB gzipped")');
  const result = node([path('scripts/size.mjs')]);
  const gzip = Number(/\((\d+) bytes/.exec(result.stdout)?.[1]);
  assert.ok(
    Math.abs(Number(said[1]) - gzip / 1024) < 1,
    `the README says about ${said[1]} KB; the bundle is ${(gzip / 1024).toFixed(1)} KB`,
  );
});

test('`npm run size` fails above the budget', () => {
  // Random bytes do not compress: 60 KB of them is over the 56 KB budget.
  const dir = mkdtempSync(join(tmpdir(), 'tp-size-'));
  try {
    const big = join(dir, 'big.js');
    writeFileSync(big, randomBytes(60 * 1024));
    const result = node([path('scripts/size.mjs'), big]);
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stdout, /OVER BUDGET/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the bundle is one self-contained file: no import, no other chunk, no eval', () => {
  needBuilt(BUNDLE, VARIANTS);
  const code = readFileSync(path(BUNDLE), 'utf8');
  // No static or dynamic import of any other module (lit is inside). One text says
  // `import"${url}"`: the blob: worker script that loads this same file when it came from
  // another origin (src/tri-peaks-game/background.ts); it is checked, then left out. One
  // import() loads the variant code beside the bundle, with the bundle's own query string
  // (src/bundle.ts); it too is checked, then left out. (A minified name may hold a `$`.)
  const workerScript = /`import"\$\{\w+\}"`/g;
  assert.equal(code.match(workerScript)?.length, 1, 'the blob: worker script that imports the bundle itself');
  const variantsImport = /\bimport\(new URL\(`\.\/tri-peaks-game\.variants\.js\$\{new URL\(([\w$]+)\)\.search\}`,\1\)\.href\)/g;
  assert.equal(code.match(variantsImport)?.length, 1, 'the import() of the variant code beside the bundle, with its query string');
  assert.doesNotMatch(
    code.replace(workerScript, '').replace(variantsImport, ''),
    /\bimport\s*[\s{*"'(]|\bfrom\s*["']/,
    'the bundle imports another module',
  );
  assert.doesNotMatch(code, /\beval\(|new Function\(/, 'the bundle evaluates code at run time (strict CSP forbids it)');
  assert.doesNotMatch(code, /sourceMappingURL/, 'the bundle points at a second file (its map)');
  assert.match(code, /customElements\.(get|define)/, 'the bundle does not register the element');
  // The variant code is self-contained too: it imports nothing (not even the bundle, which a
  // host may load as tri-peaks-game.js?ver=1.2: a second copy of it would never be filled).
  const variants = readFileSync(path(VARIANTS), 'utf8');
  assert.doesNotMatch(variants, /\bimport\s*[\s{*"'(]|\bfrom\s*["']/, 'the variant code imports another module');
  assert.match(variants, /export\s*\{[^}]*\b\w+ as variantCode\b[^}]*\}/, 'the variant code exports variantCode');
  // ... and the release it was built with, which the bundle checks (src/bundle.ts).
  assert.ok(variants.includes(`\`${pkg.version}\``) && code.includes(`\`${pkg.version}\``), 'both files name the release');
  assert.doesNotMatch(variants, /\beval\(|new Function\(|sourceMappingURL/);
  // Beside it only the variant code and the translations' folder (separate files, test/cli/translations.test.ts).
  const others = readdirSync(path('dist/bundle')).filter(
    (f) => !f.startsWith('tri-peaks-game.js') && !f.startsWith('tri-peaks-game.variants.js') && f !== 'translations',
  );
  assert.deepEqual(others, [], 'vite wrote other files next to the bundle');
  // Minified: the source's comments are gone and names are shortened (the CSS and HTML inside
  // Lit's tagged templates keep their line breaks; gzip makes those nearly free).
  assert.doesNotMatch(code, /Deals with `Game\.fromSeedAsync`|Registers `<tri-peaks-game>`/, 'the bundle is not minified');
});

/** The source modules a bundle file was built from, as its source map lists them. */
function modulesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(path(`${file}.map`), 'utf8')) as { sources: string[] };
  return map.sources.map((s) => s.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, ''));
}

test("the core bundle leaves out the variant code, which is the second file (the build's module lists)", () => {
  needBuilt(BUNDLE, VARIANTS);
  const VARIANT_CODE = [
    'src/engine/variant-code.ts',
    'src/engine/solving/solver-golf.ts',
    'src/engine/hints/hint-golf.ts',
    'src/engine/hints/hint-playout.ts',
    'src/engine/solving/line-player.ts',
    'src/engine/deals/rating.ts',
  ];
  const core = modulesOf(BUNDLE);
  for (const module of ['src/bundle.ts', 'src/engine/solving/solver.ts', 'src/engine/hints/hint.ts', 'src/engine/variants/variants.ts']) {
    assert.ok(core.includes(module), `the bundle lacks ${module} (is its source map still written?)`);
  }
  for (const module of [...VARIANT_CODE, 'src/engine/standalone.ts']) {
    assert.ok(!core.includes(module), `the core bundle holds ${module}: the variant code is back in it`);
  }
  const variants = modulesOf(VARIANTS);
  for (const module of VARIANT_CODE) assert.ok(variants.includes(module), `the variant code lacks ${module}`);
  for (const module of variants) {
    assert.match(module, /^src\/engine\//, `the variant code holds ${module}`);
    assert.ok(
      !['src/engine/variants/variants.ts', 'src/engine/solving/solver.ts', 'src/engine/game/game.ts'].includes(module),
      `the variant code holds ${module}`,
    );
  }
});

test('every entry in package.json exports exists after the build, with types', () => {
  needBuilt('dist/index.js', BUNDLE);
  for (const [entry, target] of Object.entries(pkg.exports as Record<string, string | Record<string, string>>)) {
    const targets = typeof target === 'string' ? { default: target } : target;
    for (const [condition, file] of Object.entries(targets)) {
      // A pattern entry (translations/*) is checked for one of its files.
      assert.ok(statSync(path(file.replace('*', 'de'))).isFile(), `exports["${entry}"].${condition} = ${file} does not exist`);
    }
    if (typeof target !== 'string') assert.ok(target.types, `exports["${entry}"] has no types`);
  }
  for (const field of ['main', 'module', 'types', 'customElements']) {
    assert.ok(statSync(path(pkg[field])).isFile(), `package.json ${field} = ${pkg[field]} does not exist`);
  }
});

test('the package is ES modules and keeps lit as a dependency, not bundled', () => {
  assert.equal(pkg.type, 'module');
  assert.ok(pkg.dependencies.lit, 'lit is not a dependency');
  const element = readFileSync(path('dist/tri-peaks-game/tri-peaks-game.js'), 'utf8');
  assert.match(element, /from ['"]lit['"]/, 'dist/ does not import lit by name');
});

test('the engine entry runs in Node without a DOM and deals a game', async () => {
  needBuilt('dist/engine/standalone.js');
  assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
  const engine = await import(pathToFileURL(path('dist/engine/standalone.js')).href);
  const game = engine.Game.fromSeed('42', { mode: 'any' });
  assert.equal(game.dealText.split(' ').length, 52);
  assert.equal(game.status, 'playing');
  assert.equal(game.dealText, engine.formatDeal(engine.dealForSeed('42', { mode: 'any', wrap: true }).deal));
});

test('the engine entry runs in a worker thread', async () => {
  needBuilt('dist/engine/standalone.js');
  const url = pathToFileURL(path('dist/engine/standalone.js')).href;
  const worker = new Worker(
    `import(${JSON.stringify(url)}).then(async (e) => {
      const game = await e.Game.fromSeedAsync('daily:2026-01-01');
      require('node:worker_threads').parentPort.postMessage({ cards: game.dealText, winnable: game.solve().winnable });
    });`,
    { eval: true },
  );
  const message = await new Promise<{ cards: string; winnable: boolean }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  assert.equal(message.cards.split(' ').length, 52);
  assert.equal(message.winnable, true, 'a daily deal is always winnable');
});

// The compiler's check, not a list of names: tsconfig.engine.json compiles src/engine/
// with the ES2022 library alone (no DOM, no Node types) plus the few host globals that
// browsers, workers and Node share (types/engine-host.d.ts), so every other global, and
// any import of a Node module, is an error. `npm run lint` runs the same compile.
test('the engine compiles without the DOM library or Node types (tsconfig.engine.json)', () => {
  const tsc = path('node_modules/typescript/bin/tsc');
  const config = JSON.parse(readFileSync(path('tsconfig.engine.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
    compilerOptions: { lib: string[]; types: string[] };
    include: string[];
  };
  assert.deepEqual(config.compilerOptions.lib, ['ES2022']);
  assert.deepEqual(config.compilerOptions.types, []);
  assert.ok(config.include.includes('src/engine'), 'tsconfig.engine.json does not compile src/engine');
  const result = node([tsc, '-p', path('tsconfig.engine.json')]);
  assert.equal(result.status, 0, `src/engine uses a global that not every host has:\n${result.stdout}${result.stderr}`);

  // And the check bites: the same settings reject a DOM global, a Node global and a Node import.
  const dir = mkdtempSync(join(tmpdir(), 'tp-engine-'));
  try {
    writeFileSync(
      join(dir, 'probe.ts'),
      "import { readFileSync } from 'node:fs';\nexport const x = [document.title, process.env, readFileSync];\n",
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: path('tsconfig.engine.json'),
        include: ['probe.ts', path('types/engine-host.d.ts')],
      }),
    );
    const probe = node([tsc, '-p', join(dir, 'tsconfig.json')]);
    assert.notEqual(probe.status, 0, 'a DOM global compiled under tsconfig.engine.json');
    for (const name of ["'document'", "'process'", "'node:fs'"])
      assert.ok(probe.stdout.includes(name), `${name} was not rejected:\n${probe.stdout}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the `tri-peaks` bin runs the built CLI', () => {
  const bin = readFileSync(path(pkg.bin['tri-peaks']), 'utf8');
  assert.match(bin, /^#!\/usr\/bin\/env node\n/);
  assert.ok(statSync(path(pkg.bin['tri-peaks'])).mode & 0o111, 'bin/tri-peaks.js is not executable');
  const result = triPeaks(['deal', '--seed', '7', '--mode', 'any']);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stdout.trim().split(' ').length, 52);
});

test('sideEffects lists exactly the modules that register the element, the engine worker, the translations and the variant code', () => {
  needBuilt('dist/index.js', 'dist/bundle/translations/de.js');
  // A pattern (translations/*.js) stands for the files it matches.
  const expand = (f: string): string[] => {
    if (!f.includes('*')) return [f];
    const [dir, ext] = f.split('/*');
    return readdirSync(path(dir))
      .filter((name) => name.endsWith(ext) && name !== 'all.ts')
      .map((name) => `${dir}/${name}`);
  };
  const listed = new Set((pkg.sideEffects as string[]).flatMap((f) => expand(f.replace(/^\.\//, ''))));
  // Every listed file exists, and registers the element (directly or by importing define),
  // answers a worker's messages (the bundle's engine worker), or registers a translation.
  for (const file of listed) {
    const code = readFileSync(path(file), 'utf8');
    assert.match(
      code,
      /customElements\.define|define\.(js|ts)['"]|\.onmessage = |registerTranslation\(|\$code:|provideVariants\(variantCode\)|useVariantsLoader\(/,
      `${file} is listed in sideEffects but registers nothing`,
    );
  }
  // Every built or source module that registers the element is listed; no other one is
  // (the portal folders, copies of the bundle for upload, are not in the package).
  for (const file of [...filesUnder('dist', '.js').filter((f) => !f.startsWith('dist/portals/')), ...filesUnder('src', '.ts')]) {
    const rel = relative(root, path(file));
    // The WordPress plugin's copy of the bundle (`npm run build:wordpress`) is not in the package.
    if (rel.startsWith('dist/wordpress/')) continue;
    const code = readFileSync(path(file), 'utf8');
    if (/customElements\.define\(/.test(code)) assert.ok(listed.has(rel), `${rel} registers the element but is not in sideEffects`);
  }
  // The engine's package entry hands the variant code to the core (src/engine/standalone.ts):
  // listed, so that a host's bundler never skips it when only its re-exports are used.
  for (const entry of ['dist/engine/standalone.js', 'src/engine/standalone.ts'])
    assert.ok(listed.has(entry), `${entry} is not in sideEffects`);
  for (const pure of [
    'dist/engine/index.js',
    'dist/tri-peaks-game/tri-peaks-game.js',
    'dist/engine/variants/variants.js',
    'dist/cli/main.js',
  ]) {
    assert.ok(!listed.has(pure), `${pure} must stay free of side effects`);
  }
});

test('the packed package holds the builds, the bin and the manifest, not the sources', () => {
  needBuilt('dist/index.js', BUNDLE);
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  assert.equal(result.status, 0, result.stderr);
  const files = new Set<string>(JSON.parse(result.stdout)[0].files.map((f: { path: string }) => f.path));
  for (const file of [
    'package.json',
    'README.md',
    'custom-elements.json',
    'bin/tri-peaks.js',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/engine/index.js',
    'dist/engine/standalone.js',
    'dist/engine/standalone.d.ts',
    'dist/cli/main.js',
    'dist/tri-peaks-game/define.js',
    BUNDLE,
  ]) {
    assert.ok(files.has(file), `the package lacks ${file}`);
  }
  for (const file of files)
    assert.doesNotMatch(file, /^(src|test|stories|demo|scripts|portals|dist\/portals)\//, `the package ships ${file}`);
});
