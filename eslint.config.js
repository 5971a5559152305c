// ESLint, flat config. `npm run lint` runs it together with `prettier --check`, lit-analyzer
// (the element's templates against its types) and the engine's DOM-free compile
// (tsconfig.engine.json); `npm run lint:fix` applies ESLint's fixes and Prettier.
//
// The recommended sets of ESLint, typescript-eslint (typed: the type checker is asked,
// through tsconfig.json), eslint-plugin-lit, eslint-plugin-wc and eslint-plugin-lit-a11y,
// then eslint-config-prettier, which turns off every rule about layout: Prettier decides
// that. Each rule turned off or tuned below says why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'wordpress/test-env/cache/',
      'wordpress/test-env/site/',
      'storybook-static/',
      'coverage/',
      '.vite/',
      'tmp-artifacts/',
      '.readme-samples/',
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // TypeScript files that tsconfig.json does not list (it skips dot-folders, and
          // the demo imports `.ts` paths for Vite): typed with tsconfig.json's options.
          allowDefaultProject: ['demo/*.ts', '.storybook/*.ts', 'types/*.d.ts'],
          defaultProject: 'tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // node:test's test()/describe() return promises that the runner itself awaits. And
      // @open-wc/semantic-dom-diff retypes chai's `equal` as returning a Promise (for its
      // DOM snapshots), so every plain `expect(a).to.equal(b)` would count as a floating
      // promise. Real ones (fixture(), `.to.be.accessible()`, ...) are still reported.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: ['test', 'describe', 'it', 'suite'], package: 'node:test' },
            { from: 'package', name: 'Equal', package: 'chai' },
          ],
        },
      ],
      // `const { check: _check, ...body } = save` drops a key on purpose; `_name` marks an
      // argument a callback's signature requires but this one does not read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Attribute and property values, and saved games, are untrusted input typed
      // `unknown`; once null/undefined/booleans are ruled out TypeScript calls what is
      // left `{}`, and `String(value)` of it is exactly the intent (an object becomes
      // "[object Object]", which then fails validation and warns). Other types are checked.
      '@typescript-eslint/no-base-to-string': ['error', { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', '{}'] }],
    },
  },

  {
    files: ['**/*.d.ts'],
    rules: {
      // Host globals are declared as lib.dom declares them, `declare var`, so they are
      // properties of globalThis too.
      'no-var': 'off',
    },
  },

  // Plain JavaScript (scripts, configs, the bin, fixture pages): no type information.
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },

  // Lit templates (html``), custom element classes and the templates' accessibility.
  // The recommended sets only. Of eslint-plugin-lit's other rules, three would flag
  // choices made on purpose: lit/no-classfield-shadowing (the element declares `static
  // properties` and initialises the same names as class fields, which is right because
  // tsconfig.json sets useDefineForClassFields: false), lit/prefer-query-decorators and
  // the decorators in general (none, for bundle size), lit/no-template-arrow.
  lit.configs['flat/recommended'],
  wc.configs['flat/recommended'],
  litA11y.configs.recommended,
  {
    // eslint-plugin-wc's rules look for classes that extend HTMLElement; ours extend LitElement.
    settings: { wc: { elementBaseClasses: ['LitElement'] } },
  },
  {
    files: ['src/tri-peaks-game/tri-peaks-game.ts'],
    rules: {
      // Lit calls every `@event=${this._onX}` listener with `this` bound to the element
      // (LitElement renders with `host: this`), so passing a method unbound there is the
      // idiom, not a bug; the rule cannot tell a template binding from a plain callback.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Tests.
  {
    files: ['test/**/*.ts'],
    rules: {
      // The tests read JSON (CLI output, package.json, the manifest, saved games) and
      // dynamically import the built dist/: values typed `any` whose shape the assertions
      // themselves check at run time. Typing each one would add casts, not safety.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // chai's property assertions (`expect(x).to.exist`, `.to.be.true`) are expressions
      // by design.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Tests wrap host methods (`const post = Worker.prototype.postMessage`) and call
      // the original with `.call(this, ...)`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Globals for files that TypeScript does not type (TypeScript checks names in .ts).
  {
    // Node scripts that also drive Chromium: the callbacks they pass to
    // page.evaluate()/waitForFunction() run in the page, where document and
    // customElements exist.
    files: ['scripts/**/*.mjs', 'bin/**/*.js', '*.config.js', '*.config.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['test/browser/pages/**/*.js', 'test/portals/stand-ins/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The WordPress block's editor script: a classic script in the block editor's page.
    files: ['wordpress/block/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },

  // Last: off with every rule that Prettier's layout would contradict.
  prettier,
);
