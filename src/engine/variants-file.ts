/**
 * The entry of the single-file bundle's variants file, tri-peaks-game.variants.js
 * (scripts/build-variants.mjs): the variant code, and the release it was built with,
 * which the bundle checks before it uses the code (src/bundle.ts): two files from
 * different releases (a cache that kept one of them) must not be mixed.
 */
export { variantCode } from './variant-code.js';

declare const __PACKAGE_VERSION__: string;
export const version = __PACKAGE_VERSION__;
