import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Lit's css`` templates reach the bundle as written (the JS minifier leaves template text
 * alone). For the bundle only, squeeze the CSS text: drop comments, collapse whitespace,
 * and drop the spaces next to `{ } ; ,` and `>`. Nothing inside `${...}` is touched, and
 * spaces that matter (`calc(a + b)`, descendant selectors, `a :hover`) stay. A template
 * holding a backtick or a string with double spaces is left alone.
 */
function squeezeCssTemplates(): Plugin {
  const squeeze = (text: string) => text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .trim();
  return {
    name: 'tri-peaks:squeeze-css-templates',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      const out = code.replace(/\bcss`([^`]*)`/g, (whole, body: string) => {
        if (/(['"])[^'"\n]*\s\s[^'"\n]*\1/.test(body)) return whole;
        // Squeeze the text between interpolations, never the interpolated expressions.
        const parts = body.split(/(\$\{[^}]*\})/);
        return `css\`${parts.map((part, i) => (i % 2 ? part : squeeze(part))).join('')}\``;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

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
  plugins: [squeezeCssTemplates()],
  build: {
    outDir: here('./dist/bundle'),
    emptyOutDir: true,
    target: 'es2022',
    minify: 'oxc',
    // The map is written (dist/bundle/tri-peaks-game.js.map) but not referenced from the
    // bundle, so a host that copies the one file gets no 404 for a missing map.
    sourcemap: 'hidden',
    lib: {
      entry: here('./src/index.ts'),
      formats: ['es'],
      fileName: () => 'tri-peaks-game.js',
    },
    rolldownOptions: {
      // lit is bundled in on purpose: nothing is external.
      external: [],
      // Vite keeps whitespace in ES library builds; a bundle for <script> tags wants it gone.
      output: { codeSplitting: false, minify: true },
    },
  },
});
