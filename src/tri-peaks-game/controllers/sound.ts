/**
 * Small sound effects, synthesized with Web Audio (no sound files to host): a play
 * (higher as the run grows), a stock turn, the end of a long run and a win. The audio
 * context starts on the first sound, which always follows a player's click or key.
 */
import type { MoveResult } from '../../engine/index.js';

export type SoundEffect = 'play' | 'stock' | 'run' | 'win';

/** One tone: frequency (Hz), start and length (s) after now, wave shape, loudness. */
type Tone = readonly [frequency: number, at: number, length: number, wave: OscillatorType, volume: number];

const C5 = 523.25;
const semitones = (n: number) => C5 * 2 ** (n / 12);

const TONES: Record<SoundEffect, (run: number) => readonly Tone[]> = {
  play: (run) => [[semitones(Math.min(run, 12) - 5), 0, 0.09, 'triangle', 0.16]],
  stock: () => [[196, 0, 0.07, 'sine', 0.18]],
  run: () => [
    [semitones(4), 0, 0.1, 'triangle', 0.14],
    [semitones(7), 0.09, 0.16, 'triangle', 0.14],
  ],
  win: () => [0, 4, 7, 12].map((n, i): Tone => [semitones(n), i * 0.11, 0.22, 'triangle', 0.16]),
};

export class SoundEffects {
  #context: AudioContext | null = null;

  /** Plays `effect` (`run`: the run's length so far, for the play's pitch). Silent where Web Audio is missing. */
  play(effect: SoundEffect, run = 0): void {
    const context = this.#audio();
    if (!context) return;
    const now = context.currentTime;
    for (const [frequency, at, length, wave, volume] of TONES[effect](run)) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(volume, now + at + 0.012);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + at);
      oscillator.stop(now + at + length + 0.02);
    }
  }

  /** Lets the audio context go (the element left the page). */
  /** The sound of a move: a win, the end of a run of three or more, else a play or a stock turn. */
  afterMove(result: MoveResult): void {
    if (result.status === 'won') this.play('win');
    else if (result.endedRun && result.endedRun.length >= 3) this.play('run');
    else this.play(result.move.kind === 'play' ? 'play' : 'stock', result.run);
  }

  close(): void {
    void this.#context?.close().catch(() => undefined);
    this.#context = null;
  }

  #audio(): AudioContext | null {
    if (typeof AudioContext !== 'function') return null;
    try {
      this.#context ??= new AudioContext();
    } catch {
      return null;
    }
    if (this.#context.state === 'suspended') void this.#context.resume().catch(() => undefined);
    return this.#context;
  }
}
