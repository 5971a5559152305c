// The package's types as a host's TypeScript sees them: each event's detail is typed,
// so a listener that reads a field the event does not have is a compile error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { needBuilt, path } from './helpers.js';

/** Type-checks one host module that imports the built package; returns the error messages. */
function typeErrors(source: string): string[] {
  needBuilt('dist/index.d.ts');
  const file = path('test/cli/host-sample.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.fileExists = (
    (exists) => (name: string) =>
      name === file || exists(name)
  )(host.fileExists.bind(host));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const IMPORT = `import '${path('dist/index.js')}';\n`;

test("a host's listeners get each event's detail type", () => {
  const errors = typeErrors(`${IMPORT}
    const game = document.querySelector('tri-peaks-game')!;
    game.addEventListener('win', (e) => { const score: number = e.detail.score; const seed: string = e.detail.seed; void score; void seed; });
    game.addEventListener('run', (e) => { const length: number = e.detail.length; void length; });
    const any: HTMLElement = document.body;
    any.addEventListener('move', (e) => { const card: string | null = e.detail.card; void card; });
    game.newGame('daily');
  `);
  assert.deepEqual(errors, []);
});

test('reading a field an event does not carry is a type error', () => {
  const errors = typeErrors(`${IMPORT}
    const game = document.querySelector('tri-peaks-game')!;
    game.addEventListener('lose', (e) => { void e.detail.stockLeft; });
  `);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /stockLeft/);
});
