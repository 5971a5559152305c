// The shipped translations as files: one per language in dist/bundle/translations/ (also the
// package's `tri-peaks-game/translations/<lang>`), each under 3 KB gzipped, each registering
// itself (in any order with the element) with every key of its source, packed in the
// English catalogue's order. What they say on the page: test/element/translations.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { en } from '../../src/tri-peaks-game/i18n/en.js';
import { CATALOGUE_ID } from '../../src/tri-peaks-game/i18n/localizer.js';
import { type Translation, store } from '../../src/tri-peaks-game/i18n/registry.js';
import { needBuilt, path } from './helpers.js';

const LANGUAGES = ['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'tr', 'zh'];
const LIMIT = 3 * 1024;

test('twelve translation files, one per language, each at most 3 KB gzipped', () => {
  needBuilt('dist/bundle/translations/de.js');
  const files = readdirSync(path('dist/bundle/translations')).sort();
  assert.deepEqual(
    files,
    LANGUAGES.map((lang) => `${lang}.js`),
  );
  for (const file of files) {
    const size = gzipSync(readFileSync(path('dist/bundle/translations', file)), { level: 9 }).length;
    assert.ok(size <= LIMIT, `${file} is ${size} B gzipped, over ${LIMIT}`);
  }
});

test('each file registers its language, every key of its source, in the catalogue order', async () => {
  needBuilt('dist/bundle/translations/de.js');
  const keys = Object.keys(en);
  for (const lang of LANGUAGES) {
    await import(pathToFileURL(path('dist/bundle/translations', `${lang}.js`)).href);
    const packed = store().translations.get(lang) as Translation;
    assert.equal(packed.$keys, CATALOGUE_ID, `${lang}: packed for this catalogue`);
    assert.equal(packed.$v?.length, keys.length, `${lang}: one entry per key`);
    const source = readFileSync(path('src/translations', `${lang}.ts`), 'utf8');
    for (const [i, key] of keys.entries()) {
      const inSource = new RegExp(`^  ${key}:\\s`, 'm').test(source);
      assert.equal(packed.$v[i] !== null, inSource, `${lang}.${key}: ${inSource ? 'lost in the build' : 'not in the source, yet packed'}`);
    }
  }
  assert.equal(store().translations.get('ar')?.$dir, 'rtl');
});
