// The demo page's script (no inline scripts: the page runs under a strict CSP).
// The bundle's entry: the element, and the engine's Web Worker (this same module graph).
import '../src/bundle.ts';
import type { TriPeaksEventName } from '../src/index.ts';

const EVENTS: TriPeaksEventName[] = ['deal', 'move', 'run', 'score', 'win', 'lose'];
const MAX_ENTRIES = 80;

const log = document.querySelector<HTMLOListElement>('#event-log')!;
const clear = document.querySelector<HTMLButtonElement>('#clear-log')!;

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const target = event.target as HTMLElement;
    if (target.localName !== 'tri-peaks-game') return;
    const item = document.createElement('li');
    item.className = `entry entry-${name}`;
    const time = document.createElement('time');
    time.textContent = new Date().toLocaleTimeString();
    const source = document.createElement('span');
    source.className = 'source';
    source.textContent = `#${target.id}`;
    const label = document.createElement('strong');
    label.textContent = name;
    const detail = document.createElement('code');
    detail.textContent = JSON.stringify((event as CustomEvent).detail);
    item.append(time, ' ', source, ' ', label, ' ', detail);
    log.prepend(item);
    while (log.children.length > MAX_ENTRIES) log.lastElementChild!.remove();
  });
}

clear.addEventListener('click', () => log.replaceChildren());
