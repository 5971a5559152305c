// The single-file bundle's entry (vite.config.ts): the package entry, and the engine's
// Web Worker. The worker module comes first so that, when this same file is loaded as
// a worker, its stand-ins are in place before Lit loads (see worker.ts).
import './tri-peaks-game/worker.js';
import { useWorkerScript } from './tri-peaks-game/background.js';
import { type VariantsLoader, useVariantsLoader } from './engine/index.js';

export * from './exports.js';

useWorkerScript(import.meta.url);
// The variant code (Golf, jokers, tiers: engine/variants/variants.ts) is the file beside
// this one, loaded when a game first needs it (on the page and in the worker alike), asked
// for with this file's own query string (a host's ?ver=1.2) so that the two files come
// together. The bundler leaves the import alone: the file is built on its own
// (scripts/build-variants.mjs). (The URL's base is a variable: Vite rewrites
// `new URL(text, import.meta.url)` as an asset.) Served from the sources (`npm start`),
// the file is the variants file's source module.
// The file must come from this bundle's release (a cache may hold an older one).
const here = import.meta.url;
declare const __PACKAGE_VERSION__: string;
declare global {
  /** Vite's: true when served from the sources, and `false` written in at build time. */
  interface ImportMeta {
    readonly env?: { readonly DEV?: boolean };
  }
}
useVariantsLoader(async () => {
  const file = (await import(
    /* @vite-ignore */ new URL(
      import.meta.env?.DEV ? './engine/variants-file.ts' : `./tri-peaks-game.variants.js${new URL(here).search}`,
      here,
    ).href
  )) as Awaited<ReturnType<VariantsLoader>> & {
    version?: string;
  };
  if (file.version !== __PACKAGE_VERSION__) throw new Error(`it is from release ${file.version}, this bundle from ${__PACKAGE_VERSION__}`);
  return file;
});
