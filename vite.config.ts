import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Lit's html`` and css`` templates reach the bundle as written (the JS minifier leaves
 * template text alone). For the bundle only, squeeze their text, found exactly with
 * the TypeScript parser (never inside `${...}`, strings or comments):
 * - css: drop comments, collapse whitespace, drop the spaces next to `{ } ; ,` and `>`,
 *   after `:` and around `/`, a rule's last `;` and the 0 before a decimal point (spaces
 *   that matter, as in `calc(a + b)` or descendant selectors, stay);
 * - html: collapse each run of whitespace that holds a line break to one space, which
 *   HTML renders the same way (the element has no white-space: pre text).
 */
function squeezeLitTemplates(): Plugin {
  const squeezeCss = (text: string) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,>]) ?/g, '$1')
      // In a declaration or a media query, never in a selector (where `: ` cannot occur).
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
      // 0.5 -> .5, and `a / b` (colour alpha, grid areas, container names) -> a/b.
      .replace(/([\s:(,-])0\.(\d)/g, '$1.$2')
      .replace(/ \/ /g, '/');
  const squeezeHtml = (text: string) => text.replace(/\s*\n\s*/g, ' ');
  return {
    name: 'tri-peaks:squeeze-lit-templates',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(html|css)`/.test(code)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && (node.tag.text === 'html' || node.tag.text === 'css')) {
          const squeeze = node.tag.text === 'css' ? squeezeCss : squeezeHtml;
          const t = node.template;
          const pieces = ts.isNoSubstitutionTemplateLiteral(t) ? [t] : [t.head, ...t.templateSpans.map((s) => s.literal)];
          for (const piece of pieces) {
            // The raw text sits between the piece's opening (` or }) and closing (` or ${).
            const start = piece.getStart(source) + 1;
            const end = piece.getEnd() - (ts.isTemplateHead(piece) || ts.isTemplateMiddle(piece) ? 2 : 1);
            const raw = code.slice(start, end);
            const text = squeeze(raw);
            if (text !== raw) edits.push({ start, end, text });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (edits.length === 0) return null;
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  };
}

/**
 * A second minifier: terser runs on each chunk (renderChunk) before rolldown's own oxc
 * minify, which then has the last word. Besides terser's safe transforms, only the
 * unsafe ones whose assumption holds here: no anonymous function is called with `new`
 * (`unsafe_arrows`, `unsafe_methods`), no code reads a function's `length`
 * (`keep_fargs: false`), and no comparison's operands have a `valueOf` whose order
 * matters (`unsafe_comps`). No `pure_getters`, no property mangling. What it saves,
 * and the orders measured: docs/bundle.md.
 */
function terserPass(): Plugin {
  return {
    name: 'tri-peaks:terser-pass',
    apply: 'build',
    async renderChunk(code) {
      const out = await minify(code, {
        module: true,
        ecma: 2022,
        compress: { passes: 2, unsafe_arrows: true, unsafe_methods: true, unsafe_comps: true, keep_fargs: false },
        format: { comments: false },
        sourceMap: true,
      });
      return { code: out.code!, map: out.map as string };
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
  plugins: [squeezeLitTemplates(), terserPass()],
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
