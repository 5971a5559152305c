/**
 * Fits GOLF_FOLLOWING_FIT (src/engine/hints/hint-golf.ts): plays the `any` Golf deals of seeds
 * 1..N by the Golf hint, logs for every hint with a choice the share of imagined stock
 * orders still winnable after the hinted move, the stock left and whether the game was
 * then won, and fits per wrap a logistic regression of won on
 * [1, logit(share kept within 0.02-0.98), stock left / 16].
 * Run: `node --import tsx scripts/golf-hint-fit.mjs [N]` (docs/hint.md).
 */
import { Game, dealForSeed, playerView } from '../src/engine/standalone.ts';
import { GolfHint } from '../src/engine/hints/hint-golf.ts';

const count = Number(process.argv[2] ?? 200);

/** Newton's method for a logistic regression: rows of [inputs..., won]. */
function fit(rows) {
  const k = rows[0].length - 1;
  let w = new Array(k).fill(0);
  for (let step = 0; step < 25; step++) {
    const g = new Array(k).fill(0);
    const h = Array.from({ length: k }, () => new Array(k).fill(0));
    for (const row of rows) {
      const x = row.slice(0, k);
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * w[i], 0)));
      for (let i = 0; i < k; i++) {
        g[i] += (row[k] - p) * x[i];
        for (let j = 0; j < k; j++) h[i][j] += p * (1 - p) * x[i] * x[j];
      }
    }
    w = w.map((v, i) => v + solve(h, g)[i]);
  }
  return w;
}

/** Gaussian elimination: a x = b. */
function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

for (const wrap of [true, false]) {
  const rows = [];
  for (let seed = 1; seed <= count; seed++) {
    const game = new Game(dealForSeed(String(seed), { mode: 'any', wrap, layout: 'golf' }).deal, { wrap, layout: 'golf' });
    const logged = [];
    while (game.status === 'playing') {
      const search = new GolfHint(playerView(game));
      const h = search.run();
      if (search.share !== null) {
        const p = Math.min(0.98, Math.max(0.02, search.share / 100));
        logged.push([1, Math.log(p / (1 - p)), game.stockCount / 16]);
      }
      if (!h.move) break;
      game.apply(h.move);
    }
    for (const x of logged) rows.push([...x, game.status === 'won' ? 1 : 0]);
  }
  const w = fit(rows).map((v) => Math.round(v * 1000) / 1000);
  console.log(`${wrap ? 'wrap' : 'noWrap'}: [${w.join(', ')}], // ${rows.length} hints, seeds 1..${count}`);
}
