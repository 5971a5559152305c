/**
 * The code only some games need, kept out of the core: Golf's exact solver, the Golf
 * and playout hints (Golf, and Tri Peaks with jokers) and the difficulty tiers' rating
 * (variant-code.ts). A Tri Peaks game without jokers dealt `winnable` or `any` never
 * needs it.
 *
 * This registry is all the core knows of it: `variants()` returns the code once it is
 * here, `loadVariants()` brings it (once), `provideVariants()` hands it over at once
 * (the engine's standalone entry, engine/standalone.ts, does that, so the engine's
 * synchronous API works for every layout). The registry never imports the code: the
 * entry that builds each bundle hands it its loader (`useVariantsLoader`): src/index.ts
 * the module itself, src/bundle.ts the file beside the bundle. The code crosses as plain functions over plain data (deals, views,
 * layout names): in the single-file bundle it comes from another file,
 * tri-peaks-game.variants.js, with its own copy of the small engine modules, so no
 * object of one file is ever compared by identity with one of the other.
 */
import type { VariantCode, VariantsLoader } from './variant-api.js';

export type { GolfSearchRun, HintRun, VariantCode, VariantsLoader } from './variant-api.js';

export const VARIANTS_FILE = 'tri-peaks-game.variants.js';
/** Every error about the variant code starts so (the element tells it from other failures by it). */
export const VARIANTS_MISSING = `Golf, jokers and difficulty tiers need ${VARIANTS_FILE}`;

let code: VariantCode | undefined;
let loading: Promise<VariantCode> | undefined;
let loader: VariantsLoader | undefined;

/** The variant code; throws when it is not loaded (see `loadVariants`). */
export function variants(): VariantCode {
  if (!code) throw new Error(`${VARIANTS_MISSING}, which is not loaded`);
  return code;
}

/** Hands the variant code over (the engine's entry does, with its own copy). */
export function provideVariants(given: VariantCode): void {
  code ??= given;
}

/** Where the variant code comes from: each bundle's entry says (the single-file bundle: the file beside it). */
export function useVariantsLoader(load: VariantsLoader): void {
  loader = load;
}

/**
 * Loads the variant code once. A failure is kept (one request a page, not one a job),
 * and rejects with an Error that starts with VARIANTS_MISSING.
 */
export function loadVariants(): Promise<VariantCode> {
  if (code) return Promise.resolve(code);
  return (loading ??= (async () => {
    try {
      if (!loader) throw new Error('no loader');
      provideVariants((await loader()).variantCode);
      return variants();
    } catch (e) {
      throw new Error(`${VARIANTS_MISSING}, which could not be loaded (${(e as Error).message ?? e})`);
    }
  })());
}

/** Whether an error (or an error's message from the worker) is the variant code missing. */
export function isVariantsMissing(e: unknown): boolean {
  return String((e as Error)?.message ?? e).startsWith(VARIANTS_MISSING);
}
