/**
 * Bit masks of peak positions and ranks: the two questions the engine asks of them.
 */

/** How many bits of a 32-bit mask are set (a parallel count, no loop). */
export function bitCount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The index of the lowest set bit of a non-zero mask. */
export function lowBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
