// The host globals the engine uses: each exists alike in browsers, Web Workers and Node
// (>= 18), and nothing else of a host's API does. tsconfig.engine.json compiles
// src/engine/ against ES2022 and this file alone, with neither the DOM library nor Node's
// types, so any other host global (document, window, process, Buffer, ...) is an error.
// Each declaration is the narrow shape the engine relies on, no more.
//
// This file sits outside src/ on purpose: tsconfig.json (DOM + Node types) compiles src/,
// and there these shapes would contradict lib.dom's declarations of the same names.
// `crypto` is not declared: src/engine/deals/seed.ts reaches it through a typed `globalThis`
// cast, with a fallback. Declare it here (`declare var crypto: { getRandomValues<T extends
// Uint32Array>(array: T): T };`) if the engine comes to name it directly.

/** src/engine/solving/slices.ts: timing a slice of work. */
declare var performance: { now(): number };

/** src/engine/solving/slices.ts: the next task, where there is no MessageChannel. */
declare function setTimeout(callback: () => void, ms?: number): unknown;

/** src/engine/solving/slices.ts: the next task (browsers clamp nested setTimeout(0) to 4 ms). */
declare var MessageChannel: new () => {
  readonly port1: { onmessage: ((event: unknown) => void) | null; close(): void };
  readonly port2: { postMessage(message: unknown): void };
};

/** src/engine/deals/seed.ts: hashing a text seed's UTF-8 bytes. */
declare var TextEncoder: new () => { encode(input?: string): Uint8Array };
