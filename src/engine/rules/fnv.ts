/**
 * 32-bit FNV-1a, written once for its three users: the seed contract (over a seed
 * text's UTF-8 bytes), the save check (over the save text's UTF-16 units) and the
 * hint's seed (over the bytes of the view's numbers). All three outputs are pinned:
 * the same seed must give the same deal, an old save must still load, and the same
 * view must get the same hint.
 */

const OFFSET_BASIS = 0x811c9dc5;
const PRIME = 0x01000193;

/**
 * FNV-1a over a text's UTF-16 units or over a list of numbers, each xor'd in whole
 * (so a list of bytes gives the standard FNV-1a of those bytes).
 */
export function fnv1a(units: string | ArrayLike<number>): number {
  let hash = OFFSET_BASIS;
  for (let i = 0; i < units.length; i++) {
    hash ^= typeof units === 'string' ? units.charCodeAt(i) : units[i];
    hash = Math.imul(hash, PRIME);
  }
  return hash >>> 0;
}
