// PlayTime (src/tri-peaks-game/clock.ts) on a clock moved by hand: no real waiting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type Clock, PlayTime } from '../../src/tri-peaks-game/clock.js';

function handClock(): Clock & { advance(ms: number): void } {
  let now = 1000;
  return { now: () => now, date: () => 1_700_000_000_000 + now, advance: (ms) => void (now += ms) };
}

test('the time played runs from the start, stands still while paused, and goes on after', () => {
  const clock = handClock();
  const time = new PlayTime(() => clock);
  time.start(0, false);
  clock.advance(2000);
  assert.equal(time.elapsed, 2000);
  time.pause();
  clock.advance(60_000);
  assert.equal(time.elapsed, 2000, 'paused: the clock stands still');
  time.pause();
  time.resume();
  clock.advance(3400);
  assert.equal(time.elapsed, 5400);
  assert.equal(time.seconds, 5);
  time.resume();
  assert.equal(time.elapsed, 5400, 'a second resume changes nothing');
});

test('a saved game goes on from its time played; one put back while paused waits for resume', () => {
  const clock = handClock();
  const time = new PlayTime(() => clock);
  time.start(90_000, true);
  clock.advance(10_000);
  assert.equal(time.elapsed, 90_000);
  time.resume();
  clock.advance(1500);
  assert.equal(time.seconds, 92);
});
