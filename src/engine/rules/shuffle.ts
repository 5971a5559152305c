/**
 * The one Fisher–Yates shuffle (internal: the engine index does not export it), for the
 * seeded deals (the seed contract's step 4) and the hints' imagined deals, and the one
 * generator of random numbers (the contract's step 3; seed.ts exports it).
 */

/** mulberry32 (Tommy Ettinger's 32-bit generator), returning numbers in [0, 1). */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `items` in place from the last place down: for i = n - 1 … 1, swaps place i with place floor(next() × (i + 1)). */
export function shuffle<T>(items: { length: number; [i: number]: T }, next: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}
