// Loads the bundle from the server's other host name (another origin, as a CDN would
// be), then tells the parent page what happened: it cannot look into a frame of
// another origin.
const bundle = document.createElement('script');
bundle.type = 'module';
bundle.src = `http://localhost:${location.port}/dist/bundle/tri-peaks-game.js`;
document.head.append(bundle);

customElements.whenDefined('tri-peaks-game').then(async () => {
  const game = document.querySelector('tri-peaks-game');
  while (game.status !== 'playing') await new Promise((resolve) => setTimeout(resolve, 50));
  const hint = await game.hint();
  parent.postMessage({ cards: game.cards, hint, workerLog: window.workerLog }, '*');
});
