/**
 * variants-default.ts in the single-file bundle (vite.config.ts swaps it in): no loader
 * of its own, so the variant code is not bundled in; src/bundle.ts gives the loader of
 * the file beside the bundle, tri-peaks-game.variants.js.
 */
import type { VariantsLoader } from './variant-api.js';

export const defaultVariantsLoader: VariantsLoader | undefined = undefined;
