/**
 * What the page and the engine's worker say to each other: written once, read by both
 * sides (worker.ts answers, worker-client.ts asks). Plain data both ways (structured
 * clone). Every message carries the protocol's version: a worker from another release
 * (a deploy between the page's load and the worker's start) is told apart by it, and
 * the page then does its work itself.
 */
import type { Deal, HintData, PlayerView, SeededDeal, SolveOptions, SolveResult, dealForSeed } from '../engine/index.js';

/** Raised whenever a job or its answer changes shape. */
export const PROTOCOL_VERSION = 2;

/** A seed, its deal mode and rules (`dealForSeed`'s request). */
export type DealRequest = NonNullable<Parameters<typeof dealForSeed>[1]>;

/** The work a page can hand the worker. */
export type Job =
  /** The exact solver on a deal, from a position. */
  | { readonly kind: 'solve'; readonly deal: Deal; readonly options: SolveOptions }
  /** The hint for a player's view of a position. */
  | { readonly kind: 'hint'; readonly view: PlayerView }
  /** The whole candidate search of a seed: every candidate's solve and rating in one job. */
  | { readonly kind: 'deal'; readonly seed: string | number; readonly request: DealRequest };

export type JobKind = Job['kind'];
export type JobOf<K extends JobKind> = Extract<Job, { kind: K }>;

/** What each job answers. */
export interface Answers {
  solve: SolveResult;
  hint: HintData;
  deal: SeededDeal;
}
export type Answer<K extends JobKind> = Answers[K];

/**
 * A job that failed, as a value: the variant code could not be loaded (the page deals
 * and hints without it), the request was not one this worker knows, or the engine threw.
 */
export interface JobError {
  readonly kind: 'variants-missing' | 'bad-request' | 'failed';
  readonly message: string;
}

/** Page to worker. */
export interface JobRequest {
  readonly version: number;
  readonly id: number;
  readonly job: Job;
}

/** Worker to page: the answer to job `id`, or word that it is still at it (between a deal's candidates). */
export type JobReply = { readonly version: number; readonly id: number } & (
  { readonly ok: true; readonly result: Answer<JobKind> } | { readonly ok: false; readonly error: JobError } | { readonly working: true }
);
