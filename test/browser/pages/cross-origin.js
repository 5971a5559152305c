// Loads the bundle from the server's other host name (another origin, as a CDN would
// be), then tells the parent page what happened: it cannot look into a frame of
// another origin.
const bundle = document.createElement('script');
bundle.type = 'module';
bundle.src = `http://localhost:${location.port}/dist/bundle/tri-peaks-game.js`;
document.head.append(bundle);

const until = async (done) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
};

customElements.whenDefined('tri-peaks-game').then(async () => {
  const game = document.querySelector('tri-peaks-game');
  await until(() => game.status === 'playing');
  const hint = await game.hint();
  // The page moves on and back: its worker is let go, and the next one starts the same way.
  game.remove();
  await until(() => window.workerLog.terminated === 1);
  const next = document.createElement('tri-peaks-game');
  next.setAttribute('seed', 'worker-8');
  document.body.append(next);
  await until(() => next.status === 'playing');
  await next.hint();
  parent.postMessage({ cards: game.cards, hint, workerLog: window.workerLog }, '*');
});
