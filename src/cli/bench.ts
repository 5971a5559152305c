/** Benchmarks printed by `npm run bench` and `npm run bench:hint`: figures, not tests. */
import {
  type DealMode,
  type HintTuning,
  type LayoutName,
  Game,
  LinePlayer,
  TIERS,
  dailyChallenges,
  dealForSeed,
  hintForView,
  layoutOf,
  playerView,
  solve,
} from '../engine/standalone.js';

/** The layout and jokers a bench deals (the wrap rules are its own argument). */
export interface BenchRules {
  readonly layout: LayoutName;
  readonly wild: number;
}

const TRI_PEAKS_PLAIN: BenchRules = { layout: 'tri-peaks', wild: 0 };

/** What the first line says of the rules, when they are not plain Tri Peaks. */
const rulesText = ({ layout, wild }: BenchRules) =>
  `${layout === 'golf' ? ', Golf' : ''}${wild ? `, ${wild} joker${wild > 1 ? 's' : ''}` : ''}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(ms < 10 ? 3 : 1)} ms`;
  return `median ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, p99 ${f(percentile(sorted, 99))}, max ${f(sorted[sorted.length - 1])}`;
}

/** The start of each line of figures for one wrap rule, the same width for both. */
const label = (wrap: boolean) => `wrap ${wrap ? 'on ' : 'off'}:`;

/** The solver over the `any` deals of seeds 1..count, then winnable-mode and tier dealing for the same seeds. */
export function benchSolver(count: number, wraps: boolean[], out: (line: string) => void, rules: BenchRules = TRI_PEAKS_PLAIN): void {
  const { layout, wild } = rules;
  out(`solver bench: seeds 1..${count}${rulesText(rules)}, Node ${process.version}`);
  for (const wrap of wraps) {
    const times: number[] = [];
    let winnable = 0;
    let undecided = 0;
    for (let seed = 1; seed <= count; seed++) {
      const { deal } = dealForSeed(String(seed), { mode: 'any', wrap, layout, wild });
      const started = performance.now();
      const result = solve(deal, { wrap, layout });
      times.push(performance.now() - started);
      if (result.winnable === true) winnable++;
      if (result.winnable === null) undecided++;
    }
    out(
      `${label(wrap)} winnable ${winnable}/${count} (${((100 * winnable) / count).toFixed(1)}%), undecided ${undecided}; solve ${summary(times)}`,
    );
    const dealTimes: number[] = [];
    for (let seed = 1; seed <= count; seed++) {
      const started = performance.now();
      dealForSeed(String(seed), { mode: 'winnable', wrap, layout, wild });
      dealTimes.push(performance.now() - started);
    }
    out(`${label(wrap)} winnable-mode deal ${summary(dealTimes)}`);
    // A tier deal's time also as CPU time, which moves less with the machine's load.
    for (const tier of TIERS) {
      const tierTimes: number[] = [];
      const cpuTimes: number[] = [];
      for (let seed = 1; seed <= count; seed++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        dealForSeed(String(seed), { mode: tier, wrap, layout, wild });
        const used = process.cpuUsage(cpu);
        tierTimes.push(performance.now() - started);
        cpuTimes.push((used.user + used.system) / 1000);
      }
      out(`${label(wrap)} ${tier} deal ${summary(tierTimes)}; CPU time ${summary(cpuTimes)}`);
    }
  }
}

/**
 * Plays the deals of seeds from..from+count-1 (the `any` deals unless `mode` says) always
 * doing what the hint says, and the plain longest-line player (line-player.ts) on the same deals.
 * TRI_PEAKS_HINT_TUNING (JSON, see HintTuning) changes the hint's knobs, for experiments.
 * With `listWon` it also prints the seeds won, so two variants can be compared deal by
 * deal (a change of 10 wins in 500 is within luck: 30-60 deals flip either way).
 * It also prints the chance the hints stated on average against how often the games
 * they were stated in were won: the check of `followingChance`'s fit.
 */
export function benchHint(
  from: number,
  count: number,
  wraps: boolean[],
  out: (line: string) => void,
  listWon = false,
  rules: BenchRules = TRI_PEAKS_PLAIN,
  mode: DealMode = 'any',
): void {
  const { layout, wild } = rules;
  const tuning = JSON.parse(process.env.TRI_PEAKS_HINT_TUNING || '{}') as Partial<HintTuning>;
  const last = from + count - 1;
  out(
    `hint bench: seeds ${from}..${last}${rulesText(rules)}, ${mode} mode, always following the hint${process.env.TRI_PEAKS_HINT_TUNING ? `, tuning ${JSON.stringify(tuning)}` : ''}`,
  );
  for (const wrap of wraps) {
    const times: number[] = [];
    const won: number[] = [];
    // The chances the hints stated, and how many of those were said in games then won.
    let stated = 0;
    let statedInWins = 0;
    let said = 0;
    const linePlayer = new LinePlayer(layoutOf(layout), wrap);
    let lineWins = 0;
    for (let seed = from; seed <= last; seed++) {
      const { deal } = dealForSeed(String(seed), { mode, wrap, layout, wild });
      if (linePlayer.play(deal) === 0) lineWins++;
      const game = new Game(deal, { wrap, layout, wild });
      let saidHere = 0;
      while (game.status === 'playing') {
        const started = performance.now();
        const h = hintForView(playerView(game), tuning);
        times.push(performance.now() - started);
        if (h.chance !== null) {
          stated += h.chance;
          saidHere++;
        }
        if (!h.move) break;
        game.apply(h.move);
      }
      said += saidHere;
      if (game.status === 'won') {
        won.push(seed);
        statedInWins += saidHere;
      }
    }
    const wins = won.length;
    out(
      `${label(wrap)} won ${wins}/${count} (${((100 * wins) / count).toFixed(1)}%); hint ${summary(times)}; the plain longest-line player won ${lineWins}/${count} (${((100 * lineWins) / count).toFixed(1)}%)`,
    );
    if (said > 0)
      out(
        `${label(wrap)} the ${said} hints that gave a chance said ${Math.round(stated / said)} in 100 on average; ${Math.round((100 * statedInWins) / said)} in 100 were in games then won`,
      );
    if (listWon) out(`${label(wrap)} seeds won ${won.join(' ')}`);
  }
}

/**
 * The daily challenges of `days` days from `from`, in each layout given: the time to work
 * out one day's three (the tier deals and the goal searches, as the element's worker
 * does), in wall-clock and CPU time, and how often each goal kind was chosen.
 */
export function benchChallenges(from: string, days: number, layouts: readonly LayoutName[], out: (line: string) => void): void {
  const start = Date.parse(`${from}T00:00:00Z`);
  out(`challenges bench: ${days} days from ${from}, Node ${process.version}`);
  for (const layout of layouts) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const kinds = new Map<string, number>();
    for (let i = 0; i < days; i++) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const day = dailyChallenges(date, layout);
      const used = process.cpuUsage(cpu);
      times.push(performance.now() - started);
      cpuTimes.push((used.user + used.system) / 1000);
      for (const c of day) kinds.set(`${c.tier} ${c.goal.kind}`, (kinds.get(`${c.tier} ${c.goal.kind}`) ?? 0) + 1);
    }
    out(`${layout}: one day ${summary(times)}; CPU time ${summary(cpuTimes)}`);
    out(
      `${layout}: goals ${[...kinds]
        .sort()
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ')}`,
    );
  }
}
