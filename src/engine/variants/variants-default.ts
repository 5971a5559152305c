/**
 * Where the variant code comes from in the package and in development (the npm build,
 * the demo, Storybook, the element tests): the module itself, loaded when first needed.
 * The single-file bundle replaces this module with variants-default.bundle.ts (see
 * vite.config.ts), so the variant code stays out of tri-peaks-game.js, and names its
 * own file beside it instead (src/bundle.ts).
 */
import type { VariantsLoader } from './variant-api.js';

export const defaultVariantsLoader: VariantsLoader | undefined = () => import('./variant-code.js');
