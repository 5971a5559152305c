import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { elementStyles } from './scripts/build-styles.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// `vite` (npm start) serves demo/ at http://localhost:5173/.
// `vite build` (npm run build:bundle) builds one minified ES module with lit inside:
// dist/bundle/tri-peaks-game.js, for hosts that load the element with a single <script>.
export default defineConfig({
  root: here('./demo'),
  resolve: {
    // demo/index.html loads ../src/index.ts; with demo/ as the root the browser asks
    // for /src/..., which lives one level up.
    alias: [{ find: /^\/src\//, replacement: `${here('./src')}/` }],
  },
  server: {
    port: 5173,
    fs: { allow: [here('.')] },
  },
  plugins: [elementStyles()],
  // The release, in the bundle and its variants file alike, which must match (src/bundle.ts).
  define: {
    __PACKAGE_VERSION__: JSON.stringify((JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string }).version),
  },
  build: {
    outDir: here('./dist/bundle'),
    emptyOutDir: true,
    target: 'es2022',
    minify: 'oxc',
    // The map is written (dist/bundle/tri-peaks-game.js.map) but not referenced from the
    // bundle, so a host that copies the one file gets no 404 for a missing map.
    sourcemap: 'hidden',
    lib: {
      entry: here('./src/bundle.ts'),
      formats: ['es'],
      fileName: () => 'tri-peaks-game.js',
    },
    rolldownOptions: {
      // lit is bundled in on purpose: nothing is external.
      external: [],
      // Vite keeps whitespace in ES library builds; a bundle for <script> tags wants it gone.
      output: { codeSplitting: false, minify: true, comments: false },
    },
  },
});
