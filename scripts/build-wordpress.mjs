#!/usr/bin/env node
// `npm run build:wordpress` (after `npm run build:bundle`): the WordPress plugin.
// dist/wordpress/tri-peaks-game/ is the folder to copy into wp-content/plugins/: the PHP,
// readme.txt and the block from wordpress/, the bundle folder (main file, variant code,
// translations; no source maps) and words.json, the editor sidebar's words in every
// language (the game's own Settings words from its catalogues, the plugin's for the rest,
// wordpress/editor-words.json). dist/tri-peaks-game-wordpress.zip is the same folder for
// Plugins → Add New → Upload.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { zip } from './zip.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = join(root, 'wordpress');
const bundle = join(root, 'dist/bundle');
const out = join(root, 'dist/wordpress/tri-peaks-game');
const zipFile = join(root, 'dist/tri-peaks-game-wordpress.zip');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// The game's words for its Settings (src/tri-peaks-game/panels.ts), shown in the sidebar as
// the game shows them; `deal` is the score bar's name for the seed.
const SETTINGS_WORDS = [
  'settings',
  'game',
  'jokers',
  'none',
  'wrap',
  'allFaceUp',
  'deals',
  'winnableOnly',
  'anyDeal',
  'easy',
  'medium',
  'hard',
  'scoring',
  'points',
  'betting',
  'settingNote',
  'deal',
];

for (const file of ['tri-peaks-game.js', 'tri-peaks-game.variants.js', 'translations']) {
  if (!existsSync(join(bundle, file))) throw new Error(`dist/bundle/${file} is missing: run \`npm run build:bundle\` first`);
}

/** The words the editor needs, by language, and the shipped languages' own names. */
async function editorWords() {
  const here = (path) => join(root, path);
  const { en } = await tsImport(here('src/tri-peaks-game/i18n/en.ts'), import.meta.url);
  const plugin = JSON.parse(readFileSync(join(source, 'editor-words.json'), 'utf8'));
  const pick = (catalogue) =>
    Object.fromEntries(SETTINGS_WORDS.filter((key) => typeof catalogue[key] === 'string').map((key) => [key, catalogue[key]]));
  const words = { en: { ...pick(en), ...plugin.en } };
  const languages = [];
  const codes = readdirSync(here('src/translations'))
    .filter((f) => /^[a-z]{2}\.ts$/.test(f))
    .map((f) => f.slice(0, -3));
  for (const code of codes) await tsImport(here(`src/translations/${code}.ts`), import.meta.url);
  const store = globalThis[Symbol.for('tri-peaks-game.translations')];
  for (const code of codes) {
    const translation = store.translations.get(code);
    const missing = Object.keys(plugin.en).filter((key) => !plugin[code]?.[key]);
    if (missing.length) throw new Error(`wordpress/editor-words.json: "${code}" lacks ${missing.join(', ')}`);
    words[code] = { ...pick(translation), ...plugin[code] };
    languages.push({ code, name: translation.$name ?? code });
  }
  return { words, languages };
}

/** Copies a text file, the release's version written in for %VERSION%. */
function copyText(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, readFileSync(from, 'utf8').replaceAll('%VERSION%', version));
}

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

rmSync(join(root, 'dist/wordpress'), { recursive: true, force: true });
for (const file of ['tri-peaks-game.php', 'readme.txt', 'block/block.json', 'block/editor.js'])
  copyText(join(source, file), join(out, file));
for (const file of filesUnder(bundle).filter((f) => !f.endsWith('.map'))) {
  mkdirSync(dirname(join(out, 'bundle', file)), { recursive: true });
  copyFileSync(join(bundle, file), join(out, 'bundle', file));
}
writeFileSync(join(out, 'words.json'), JSON.stringify(await editorWords()));

const archive = zip(filesUnder(out).map((file) => ({ name: `tri-peaks-game/${file}`, data: readFileSync(join(out, file)) })));
writeFileSync(zipFile, archive);
console.log(
  `wordpress: ${relative(root, out)}/ (${filesUnder(out).length} files), ${relative(root, zipFile)} (${(archive.length / 1024).toFixed(1)} KB)`,
);
