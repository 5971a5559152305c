#!/usr/bin/env node
// `npm run build:bundle` (after the bundle): dist/bundle/tri-peaks-game.variants.js, the
// code only Golf, jokers and the difficulty tiers need (src/engine/variant-code.ts: Golf's
// solver, the Golf and playout hints, the tiers' rating), which tri-peaks-game.js loads
// beside itself when a game first needs it (src/engine/variants/variants.ts, docs/bundle.md).
//
// Its own build, with vite.config.ts's plugins and minify settings, so that it is a
// self-contained ES module that imports nothing from tri-peaks-game.js: a host may load
// the main file with a query string (WordPress adds ?ver=x.y), and a chunk importing
// ./tri-peaks-game.js would get a second copy of the main module, whose registry the
// page's copy never sees. It carries its own copy of the few small engine modules it reads.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
export const VARIANTS_BUNDLE = 'tri-peaks-game.variants.js';

await build({
  configFile: here('../vite.config.ts'),
  logLevel: 'warn',
  build: {
    emptyOutDir: false,
    lib: { entry: here('../src/engine/variants-file.ts'), fileName: () => VARIANTS_BUNDLE },
  },
});
console.log(`variants: dist/bundle/${VARIANTS_BUNDLE}`);
