/**
 * Daily challenges: each calendar day has three, the same for everyone, an easy, a
 * medium and a hard one. Each is that tier's daily deal (seed `daily:YYYY-MM-DD`, deal
 * mode the tier: the seed contract, seed.ts) with the layout's own wrap (on in Tri
 * Peaks, off in Golf), and a goal proven reachable on it: `proof` is a move text that
 * the rules engine replays to the goal.
 *
 * The goal's kind turns with the day: tier i of day d (days since 1970-01-01) takes the
 * layout's kinds (goals.ts) from index (d + i), the first that the deal allows and no
 * easier tier of the day has taken, so the three differ (where a deal allows none of
 * those: a kind taken already, clear last). Its target is the tier's
 * share of the best the search found (search.ts): easy 70%, medium 80%, hard 90%,
 * rounded down (points to a multiple of 50), and never below the floor that makes it a
 * challenge at all. The same date gives the same challenges forever: the deals are the
 * seed contract's, the searches are deterministic, and tests pin whole days.
 */
import { dayNumber } from '../rules/dates.js';
import { formatDeal, formatMoves } from '../rules/deal.js';
import { type LayoutName, layoutOf } from '../rules/layout.js';
import { dealForSeed } from '../deals/seed.js';
import { type Tier, TIERS } from '../rules/tiers.js';
import { type Goal, type GoalKind, goalKindsOf, goalReached, goalText } from './goals.js';
import { DealGoals, replay } from './search.js';

export interface Challenge {
  /** The day, YYYY-MM-DD. */
  readonly date: string;
  readonly tier: Tier;
  /** The seed text: the deal is `dealForSeed(seed, { mode: tier, layout, wrap })`. */
  readonly seed: string;
  readonly layout: LayoutName;
  readonly wrap: boolean;
  /** The deal text. */
  readonly deal: string;
  readonly goal: Goal;
  /** The goal as an English sentence. */
  readonly text: string;
  /** A move text that reaches the goal on the deal. */
  readonly proof: string;
}

/** Each tier's share of the best found: the target a player aims at. */
const SHARE: Readonly<Record<Tier, number>> = { easy: 0.7, medium: 0.8, hard: 0.9 };
/** The least target that is a challenge (a shorter run is played by chance; no card left in the stock is just a clear). */
const FLOOR: Readonly<Record<GoalKind, number>> = { clear: 0, score: 50, stock: 1, run: 5 };

/** The target for a kind whose best found is `best`, or null when the deal gives too little for a challenge. */
function targetOf(kind: GoalKind, best: number, tier: Tier): number | null {
  if (kind === 'clear') return best;
  if (best < FLOOR[kind]) return null;
  const share = Math.floor(best * SHARE[tier]);
  const target = kind === 'score' ? Math.floor(share / 50) * 50 : share;
  return Math.max(target, FLOOR[kind]);
}

/** Throws unless `date` is a real date written YYYY-MM-DD. */
function dayOf(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new Error(`The date must be a real date written YYYY-MM-DD, not ${JSON.stringify(date)}`);
  return day;
}

/** The three challenges of a day (easy, medium, hard) in a layout (Tri Peaks unless told). */
export function dailyChallenges(date: string, layoutName?: LayoutName): Challenge[] {
  const day = dayOf(date);
  const layout = layoutOf(layoutName);
  const kinds = goalKindsOf(layout);
  const rules = { layout: layout.name, wrap: layout.defaultWrap };
  const seed = `daily:${date}`;
  const taken = new Set<GoalKind>();
  return TIERS.map((tier, i) => {
    const deal = dealForSeed(seed, { mode: tier, ...rules }).deal;
    const goals = new DealGoals(deal, rules);
    // The day's kinds from index (day + i): first those no easier tier took, then the others but clear, then clear.
    const order = kinds.map((_, k) => kinds[(day + i + k) % kinds.length]);
    const untaken = order.filter((k) => !taken.has(k));
    const retaken = order.filter((k) => taken.has(k) && k !== 'clear');
    let goal: Goal | null = null;
    let proof = null;
    for (const kind of [...untaken, ...retaken, 'clear' as const]) {
      const found = goals.best(kind);
      const target = found && targetOf(kind, found.best, tier);
      if (found && target !== null) {
        goal = { kind, target };
        proof = found.line;
        break;
      }
    }
    if (!goal || !proof) throw new Error(`No winning line found for the ${tier} deal of ${date}`);
    // The rules engine has the last word: the proof must reach the goal.
    if (!goalReached(replay(deal, rules, proof), goal)) throw new Error(`The ${tier} proof of ${date} does not reach its goal`);
    taken.add(goal.kind);
    return {
      date,
      tier,
      seed,
      layout: layout.name,
      wrap: rules.wrap,
      deal: formatDeal(deal),
      goal,
      text: goalText(goal, layout),
      proof: formatMoves(proof),
    };
  });
}
