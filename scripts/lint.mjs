#!/usr/bin/env node
// `npm run lint`: every style and static check, each run even when one before it failed,
// then one line that says which failed; the exit code is non-zero if any did.
//   eslint        ESLint (typescript-eslint with types, lit, wc, lit-a11y): eslint.config.js
//   prettier      `prettier --check`: the layout (prettier.config.js, .prettierignore)
//   lit-analyzer  the element's html`` templates against its properties and events, strict
//                 (the HTML attributes it does not know yet, `popover` and `popovertarget`,
//                 are listed in tsconfig.json's ts-lit-plugin entry)
//   engine        tsc -p tsconfig.engine.json: src/engine/ without the DOM library or Node types
//   types         tsc -p tsconfig.json: every source, test, story and script's types (the
//                 test runners strip types without checking them)
//   styles        src/tri-peaks-game/styles/sheets.ts is what its .css files make
//                 (scripts/build-styles.mjs --check; the builds write it)
//
// `npm run lint:fix`: `eslint --fix` then `prettier --write` (`--fix` turns those two
// checks into fixes). One check alone: `npm run lint:eslint` (or :format, :lit, :engine).
//   node scripts/lint.mjs [--fix] [eslint|prettier|lit-analyzer|engine|types ...]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/${name}`, import.meta.url));

const args = process.argv.slice(2);
const fix = args.includes('--fix');

/** The element's templates; the CSS check is off: see the note at `--rules.no-invalid-css`. */
const LIT_ANALYZER_ARGS = [
  'src/tri-peaks-game/**/*.ts',
  '--strict',
  '--maxWarnings',
  '0',
  // lit-analyzer 2.0.3 checks CSS with vscode-css-languageservice 4.3.0 (2020), which
  // does not know container queries (`container`, `@container`), `text-wrap`,
  // `accent-color` or `forced-color-adjust`: every finding it made here was one of those.
  '--rules.no-invalid-css',
  'off',
  '--format',
  'list',
];

const CHECKS = {
  eslint: [bin('eslint/bin/eslint.js'), fix ? ['--fix', '.'] : ['.']],
  prettier: [bin('prettier/bin/prettier.cjs'), fix ? ['--write', '--log-level', 'warn', '.'] : ['--check', '--log-level', 'warn', '.']],
  'lit-analyzer': [bin('lit-analyzer/cli.js'), LIT_ANALYZER_ARGS],
  engine: [bin('typescript/bin/tsc'), ['-p', 'tsconfig.engine.json']],
  types: [bin('typescript/bin/tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  styles: [fileURLToPath(new URL('./build-styles.mjs', import.meta.url)), ['--check']],
};

const asked = args.filter((a) => !a.startsWith('--'));
for (const name of asked) {
  if (!(name in CHECKS)) {
    console.error(`lint: no check named ${name}; the checks are ${Object.keys(CHECKS).join(', ')}`);
    process.exit(2);
  }
}
const names = asked.length ? asked : Object.keys(CHECKS);

function run(script, scriptArgs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`lint: could not start ${script}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const failed = [];
for (const name of names) {
  const [script, scriptArgs] = CHECKS[name];
  const started = Date.now();
  const code = await run(script, scriptArgs);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`lint: ${name} ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s`);
  if (code !== 0) failed.push(name);
}
console.log(
  failed.length
    ? `lint: ${failed.length} of ${names.length} checks failed: ${failed.join(', ')}`
    : `lint: all ${names.length} checks passed`,
);
process.exit(failed.length ? 1 : 0);
