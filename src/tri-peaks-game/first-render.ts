/**
 * Many games on one page (a portal's list, a blog's archive) would all draw their first
 * board in the task that defines the element: one long task for all. Instead each waits
 * its turn here, one game per task, the games nearest the screen first. The queue is the
 * page's, shared by every instance (like the engine worker in background.ts).
 */
const waiting: { host: Element; go: () => void }[] = [];
/** Games joined since the queue was last put in order. */
let unsorted = false;

/** How far the element is from the screen, in px (0 on it). */
function distance(host: Element): number {
  const { top, bottom } = host.getBoundingClientRect();
  return bottom < 0 ? -bottom : Math.max(0, top - innerHeight);
}

function next(): void {
  // Measured once for the games that joined together (before any of them is drawn, the
  // page's layout is cheap), not again before each turn: that would force a layout of
  // the game just drawn every time.
  if (unsorted) waiting.sort((a, b) => distance(a.host) - distance(b.host));
  unsorted = false;
  waiting.shift()!.go();
  if (waiting.length) setTimeout(next);
}

/** Whether Intl has been woken on this page. */
let intlReady = false;

/** Resolves when it is `host`'s turn to draw its first board (in a task of its own). */
export function firstRenderTurn(host: Element): Promise<void> {
  return new Promise((go) => {
    unsorted = true;
    if (waiting.push({ host, go }) !== 1) return;
    // A page's first Intl formatter loads the ICU data (30-110 ms in Chromium here; the
    // next ones take well under 1 ms): in a task of its own, not in the first board's.
    if (!intlReady) setTimeout(() => new Intl.NumberFormat());
    intlReady = true;
    setTimeout(next);
  });
}
