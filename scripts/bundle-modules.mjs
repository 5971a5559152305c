#!/usr/bin/env node
// `npm run size:modules`: what each module costs the single-file bundle and its variants file. Builds the bundle
// once more with every module kept apart (minified the same way), and prints each one's
// size gzipped on its own, largest first. Gzipped apart they sum to more than the bundle
// (the bundle compresses across modules), but the order shows where bytes go.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The two files a page may load: the bundle, and the variant code it loads when a game needs it. */
const FILES = [
  ['dist/bundle/tri-peaks-game.js', 'src/bundle.ts'],
  ['dist/bundle/tri-peaks-game.variants.js', 'src/engine/variants-file.ts'],
];
for (const [file, entry] of FILES) {
  const result = await build({
    root,
    logLevel: 'silent',
    build: {
      write: false,
      lib: { entry: `${root}${entry}`, formats: ['es'] },
      rolldownOptions: { output: { preserveModules: true, codeSplitting: true, minify: true, comments: false } },
    },
  });
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((o) => o.type === 'chunk');
  const rows = chunks
    .map((chunk) => ({
      gzip: gzipSync(chunk.code, { level: 9 }).length,
      raw: chunk.code.length,
      name: (chunk.moduleIds?.[0] ?? chunk.fileName).replace(/.*node_modules\//, '').replace(root, ''),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`${file} (from ${entry}):`);
  for (const { gzip, raw, name } of rows) console.log(`${String(gzip).padStart(6)} B gz ${String(raw).padStart(7)} B  ${name}`);
}
