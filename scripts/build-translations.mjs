#!/usr/bin/env node
// `npm run build:bundle` (after the bundle): one self-registering module per language,
// dist/bundle/translations/<lang>.js, for script-tag hosts and for the package's
// `tri-peaks-game/translations/<lang>`. Each carries the small translation store
// (src/tri-peaks-game/i18n/registry.ts), so it works loaded before or after the element,
// and its entries packed in the English catalogue's key order (the key names would be a
// third of the file). Each must stay under 3 KB gzipped (test/cli/translations.test.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const { en } = await tsImport(here('../src/tri-peaks-game/i18n/en.ts'), import.meta.url);
const { CATALOGUE_ID } = await tsImport(here('../src/tri-peaks-game/i18n/localizer.ts'), import.meta.url);
const { store } = await tsImport(here('../src/tri-peaks-game/i18n/registry.ts'), import.meta.url);
const keys = Object.keys(en);

const languages = readdirSync(here('../src/translations'))
  .filter((f) => /^[a-z]{2}\.ts$/.test(f))
  .map((f) => f.slice(0, -3));
const work = here('../dist/.translations');
mkdirSync(work, { recursive: true });

for (const lang of languages) {
  await tsImport(here(`../src/translations/${lang}.ts`), import.meta.url);
  const { $code, $dir, $name, ...entries } = store().translations.get(lang);
  const unknown = Object.keys(entries).filter((key) => !(key in en));
  if (unknown.length) throw new Error(`src/translations/${lang}.ts: keys the catalogue does not have: ${unknown.join(', ')}`);
  const packed = { $code, $dir, $name, $keys: CATALOGUE_ID, $v: keys.map((key) => entries[key] ?? null) };
  const entry = `${work}/${lang}.js`;
  writeFileSync(
    entry,
    `import { addTranslations } from ${JSON.stringify(here('../src/tri-peaks-game/i18n/registry.ts'))};\naddTranslations(${JSON.stringify(packed)});\n`,
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: here('../dist/bundle/translations'),
      emptyOutDir: false,
      target: 'es2022',
      minify: 'oxc',
      lib: { entry, formats: ['es'], fileName: () => `${lang}.js` },
      rolldownOptions: { output: { codeSplitting: false, minify: true, comments: false } },
    },
  });
}
rmSync(work, { recursive: true });
console.log(`translations: ${languages.length} files in dist/bundle/translations/`);
