import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const src = join(root, 'src');

/** Every .ts file under a folder, as a path from the repository root. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return name.endsWith('.ts') ? [relative(root, path)] : [];
  });
}

/**
 * The files of src/ a file imports, found by the TypeScript parser: `import`, `import type`,
 * `export ... from` and dynamic `import('...')` with a literal path (a computed one, as the
 * bundle's loader of the file beside it, names no source file).
 */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) specifiers.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(root, resolve(root, dirname(file), s)).replace(/\.js$/, '.ts'))
    .filter((f) => f.startsWith('src/') && f.endsWith('.ts'));
}

const graph = new Map(sourcesUnder(src).map((file) => [file, importsOf(file)]));

/** The room of an engine file (its folder under src/engine), or '' for the engine's own files. */
const roomOf = (file: string) => (file.startsWith('src/engine/') ? (relative('src/engine', dirname(file)) || '').split('/')[0] : undefined);

test('the import parser sees every kind of import (a test that can fail)', () => {
  assert.ok(graph.get('src/index.ts')?.includes('src/engine/variant-code.ts'), 'a dynamic import');
  assert.ok(graph.get('src/engine/index.ts')?.includes('src/engine/rules/cards.ts'), 'an export ... from');
  assert.ok(graph.get('src/engine/variant-code.ts')?.includes('src/engine/variants/variant-api.ts'), 'an import type');
  for (const [file, imports] of graph)
    for (const imported of imports) assert.ok(graph.has(imported), `${file} imports ${imported}, which is not there`);
});

/** The circles of a graph (node -> the nodes it imports), each as 'a -> b -> a'. */
function circlesIn(edges: ReadonlyMap<string, Iterable<string>>): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: string, path: string[]) => {
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) walk(next, [...path, next]);
    }
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) walk(node, [node]);
  return circles;
}

test('no import circle anywhere in src/, counting type-only and dynamic imports', () => {
  assert.deepEqual(circlesIn(graph), []);
  assert.deepEqual(
    circlesIn(
      new Map([
        ['a', ['b']],
        ['b', ['a']],
      ]),
    ),
    ['a -> b -> a'],
    'the check finds a circle',
  );
});

test('the engine is in rooms: at most 12 files in src/engine itself, and rules/ imports no other room', () => {
  const own = readdirSync(join(src, 'engine')).filter((name) => !statSync(join(src, 'engine', name)).isDirectory());
  assert.ok(own.length <= 12, `src/engine holds ${own.length} files: ${own.join(', ')}`);
  const rooms = new Set([...graph.keys()].map(roomOf).filter((room) => room));
  for (const room of ['rules', 'solving', 'hints', 'deals', 'variants']) assert.ok(rooms.has(room), `no room ${room}`);
  for (const [file, imports] of graph) {
    if (roomOf(file) !== 'rules') continue;
    for (const imported of imports) assert.equal(roomOf(imported), 'rules', `${file} (rules) imports ${imported}`);
  }
});

test('the rooms depend one way: no circle between the rooms of the engine', () => {
  const roomGraph = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = roomOf(file);
    if (!from) continue;
    for (const imported of imports) {
      const to = roomOf(imported);
      if (to && to !== from) roomGraph.set(from, (roomGraph.get(from) ?? new Set()).add(to));
    }
  }
  assert.deepEqual(circlesIn(roomGraph), []);
});

test('outside the engine, src/ imports it only through its doors', () => {
  // index.ts: the door; standalone.ts: the door with the variant code (CLI, package entry);
  // the npm entry hands the registry its loader, the variant code's module; the bundle's
  // variants file is built from variants-file.ts (scripts/build-variants.mjs), named by path.
  const doors = new Set(['src/engine/index.ts', 'src/engine/standalone.ts']);
  const allowed = new Map([['src/index.ts', 'src/engine/variant-code.ts']]);
  for (const [file, imports] of graph) {
    if (file.startsWith('src/engine/')) continue;
    for (const imported of imports) {
      if (!imported.startsWith('src/engine/') || doors.has(imported) || allowed.get(file) === imported) continue;
      assert.fail(`${file} imports ${imported}, inside the engine's rooms: import it from src/engine/index.ts`);
    }
  }
  // The element and its worker use the side-effect-free door, never the one that carries the variant code.
  for (const [file, imports] of graph) {
    if (file.startsWith('src/tri-peaks-game/'))
      assert.ok(!imports.includes('src/engine/standalone.ts'), `${file} imports the variant code`);
  }
});
