// Shared by the Node tests of the build, the package, the CLI and the README.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const path = (...parts: string[]) => join(root, ...parts);

/**
 * The build outputs these tests read are made by `npm test` (scripts/test.mjs runs tsc
 * and vite build first). Run alone, a test says what to build instead of failing oddly.
 */
export function needBuilt(...files: string[]): void {
  for (const file of files) {
    if (!existsSync(path(file))) {
      throw new Error(`${file} is missing: run \`npm run build && npm run build:bundle\` (npm test does it)`);
    }
  }
}

/** Runs `node args…` in the project root and returns what it printed. */
export function node(args: string[], input?: string, timeout = 60_000): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, args, { cwd: root, input, encoding: 'utf8', timeout });
}

/** The `tri-peaks` command as installed: bin/tri-peaks.js over the built dist/cli/main.js. */
export function triPeaks(args: string[], input?: string): SpawnSyncReturns<string> {
  needBuilt('dist/cli/main.js');
  return node([path('bin/tri-peaks.js'), ...args], input);
}
