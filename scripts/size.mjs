#!/usr/bin/env node
// `npm run size`: the single-file bundle's size budget. Reads dist/bundle/tri-peaks-game.js
// (build it first: `npm run build:bundle`), gzips it at level 9 as a web server would, and
// exits non-zero above the budget. test/cli/build.test.ts runs the same check in `npm test`.
// It also prints the size of the variant code beside it, tri-peaks-game.variants.js, which
// only Golf, jokers and the difficulty tiers load (no budget of its own).
//
//   node scripts/size.mjs [file]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * The cap the owner set for the wave after wave 3 (issue 35): 56 KB (57,344 B) for the core
 * bundle (engine, the Tri Peaks solver and hint, element, English and Lit inside), room for
 * that wave's features. What only some pages need ships in separate files the cap does not
 * count: the translations, and the variant code (Golf's solver, the Golf and joker hints,
 * the tiers' rating: src/engine/variants/variants.ts), loaded when a game first needs it.
 * docs/bundle.md: the figures, and what the build does (and no longer does) to save bytes.
 */
export const BUDGET_BYTES = 57_344;
export const BUNDLE = fileURLToPath(new URL('../dist/bundle/tri-peaks-game.js', import.meta.url));
export const VARIANTS = fileURLToPath(new URL('../dist/bundle/tri-peaks-game.variants.js', import.meta.url));

/** The bundle's raw and gzipped sizes in bytes. */
export function measure(file = BUNDLE) {
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] ?? BUNDLE;
  if (!existsSync(file)) {
    console.error(`size: ${file} does not exist; run \`npm run build:bundle\` first.`);
    process.exit(2);
  }
  const { raw, gzip } = measure(file);
  const ok = gzip <= BUDGET_BYTES;
  console.log(
    `${ok ? 'ok' : 'OVER BUDGET'}: ${file}: ${kb(raw)} minified, ${kb(gzip)} gzipped (${gzip} bytes; budget ${kb(BUDGET_BYTES)})`,
  );
  if (file === BUNDLE && existsSync(VARIANTS)) {
    const variants = measure(VARIANTS);
    console.log(
      `variant code (Golf, jokers, tiers; loaded when needed): ${VARIANTS}: ${kb(variants.raw)} minified, ${kb(variants.gzip)} gzipped (${variants.gzip} bytes)`,
    );
  }
  process.exit(ok ? 0 : 1);
}
