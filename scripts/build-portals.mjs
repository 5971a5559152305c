#!/usr/bin/env node
// `npm run build:portals` (after `npm run build:bundle`, which it runs first): one folder
// per game portal, dist/portals/<name>/, and the same as dist/portals/<name>.zip to upload.
// Each folder holds index.html (portals/index.html: the game filling the viewport),
// portal.js (portals/core.ts with that portal's module, portals/<name>.ts), and the bundle
// as it is: tri-peaks-game.js, tri-peaks-game.variants.js and translations/. The page
// asks for nothing outside the folder but the portal's SDK script.
//
// GAMEDISTRIBUTION_GAME_ID=<id> sets the game id GameDistribution gives a game (its
// developer area); without it the folder carries a placeholder id.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { zip } from './zip.mjs';

export const PORTALS = ['poki', 'crazygames', 'gamedistribution', 'youtube', 'yandex'];

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const bundleDir = here('../dist/bundle');
const outDir = here('../dist/portals');
const BUNDLE_FILES = ['tri-peaks-game.js', 'tri-peaks-game.variants.js'];

for (const file of BUNDLE_FILES) {
  if (!existsSync(join(bundleDir, file))) {
    console.error(`build-portals: dist/bundle/${file} is missing: run \`npm run build:bundle\` first (\`npm run build:portals\` does).`);
    process.exit(1);
  }
}
const translations = readdirSync(join(bundleDir, 'translations'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => f.slice(0, -3))
  .sort();
const gameId = process.env.GAMEDISTRIBUTION_GAME_ID || '00000000000000000000000000000000';

/** Every file under `dir`, as paths relative to it, in a stable order. */
function filesUnder(dir) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found;
}

/** A zip of `dir`'s files at the archive's root: portals want index.html at the top of the upload. */
function zipFolder(dir) {
  return zip(filesUnder(dir).map((name) => ({ name: name.split('\\').join('/'), data: readFileSync(join(dir, name)) })));
}

rmSync(outDir, { recursive: true, force: true });
const sizes = [];
for (const name of PORTALS) {
  const dir = join(outDir, name);
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { __TRANSLATIONS__: JSON.stringify(translations), __GD_GAME_ID__: JSON.stringify(gameId) },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      minify: 'oxc',
      lib: { entry: here(`../portals/${name}.ts`), formats: ['es'], fileName: () => 'portal.js' },
      rolldownOptions: { output: { codeSplitting: false, minify: true, comments: false } },
    },
  });
  mkdirSync(join(dir, 'translations'), { recursive: true });
  for (const file of BUNDLE_FILES) copyFileSync(join(bundleDir, file), join(dir, file));
  for (const lang of translations) copyFileSync(join(bundleDir, 'translations', `${lang}.js`), join(dir, 'translations', `${lang}.js`));
  copyFileSync(here('../portals/index.html'), join(dir, 'index.html'));
  const archive = zipFolder(dir);
  writeFileSync(join(outDir, `${name}.zip`), archive);
  const portal = statSync(join(dir, 'portal.js')).size;
  sizes.push(
    `${name}.zip ${(archive.length / 1024).toFixed(1)} KB (portal.js ${portal} B, ${gzipSync(readFileSync(join(dir, 'portal.js'))).length} B gzipped)`,
  );
}
console.log(`portals: ${PORTALS.length} folders and zips in dist/portals/: ${sizes.join('; ')}`);
