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
import { crc32, deflateRawSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

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

/** A zip archive (deflated entries, no extras): what Plugins → Add New → Upload reads. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  // 1 Jan 2026, 00:00 in DOS time: the same bytes for the same files.
  const [time, date] = [0, ((2026 - 1980) << 9) | (1 << 5) | 1];
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    header.writeUInt16LE(0x0800, 6); // names are UTF-8
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, 2.0
    header.copy(central, 6, 4, 30);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
