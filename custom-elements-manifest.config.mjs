// Custom Elements Manifest analyzer config: `npm run analyze` writes custom-elements.json
// from the JSDoc on the element class (attributes, properties, events, parts, CSS custom
// properties, slots). Only the element's class and its registration are analyzed; the
// engine and the element's helpers are not part of the element's public surface.
// packagejson: false, so a run with another --outdir (the freshness test) never rewrites
// package.json's `customElements` field.
export default {
  globs: ['src/tri-peaks-game/tri-peaks-game.ts', 'src/tri-peaks-game/define.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
};
