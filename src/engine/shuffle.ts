/**
 * The one Fisher–Yates shuffle (internal: the engine index does not export it), for the
 * seeded deals (the seed contract's step 4) and the hints' imagined deals.
 */

/** Shuffles `items` in place from the last place down: for i = n - 1 … 1, swaps place i with place floor(next() × (i + 1)). */
export function shuffle<T>(items: { length: number; [i: number]: T }, next: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}
