/**
 * Many games on one page (a portal's list, a blog's archive) would all draw their first
 * board in the task that defines the element: one long task for all. Instead each waits
 * its turn here, one game per task, the game nearest the screen first. The queue is the
 * page's, shared by every instance (like the engine worker in background.ts).
 */
const waiting: { host: Element; go: () => void }[] = [];

/** How far the element is from the screen, in px (0 on it). */
function distance(host: Element): number {
  const { top, bottom } = host.getBoundingClientRect();
  return bottom < 0 ? -bottom : Math.max(0, top - innerHeight);
}

function next(): void {
  let nearest = 0;
  waiting.forEach((w, i) => {
    if (distance(w.host) < distance(waiting[nearest].host)) nearest = i;
  });
  waiting.splice(nearest, 1)[0].go();
  if (waiting.length) setTimeout(next);
}

/** Resolves when it is `host`'s turn to draw its first board (in a task of its own). */
export function firstRenderTurn(host: Element): Promise<void> {
  return new Promise((go) => {
    if (waiting.push({ host, go }) === 1) setTimeout(next);
  });
}
