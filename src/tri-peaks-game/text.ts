/** Small pieces of English the element's panels are made of. */

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "No undos, no hints", "1 undo, 2 hints". */
export function assistsText(undos: number, hints: number): string {
  const count = (n: number, word: string) => (n === 0 ? `no ${word}s` : `${n} ${word}${n === 1 ? '' : 's'}`);
  const text = `${count(undos, 'undo')}, ${count(hints, 'hint')}`;
  return text[0].toUpperCase() + text.slice(1);
}
