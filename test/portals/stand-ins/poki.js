// A stand-in for Poki's SDK v2, written from https://sdk.poki.com/sdk-documentation.html
// (and https://sdk.poki.com/html5/): PokiSDK.init() returns a promise (rejected when an ad
// blocker is on); gameLoadingFinished(), gameplayStart(), gameplayStop(); commercialBreak(onStart)
// returns a promise that resolves once the break is over, calling onStart when an ad starts.
// It logs each call in window.standIn (test/portals/harness.ts); window.standIn.config says
// how init and the ads answer.
(() => {
  const S = window.standIn;
  window.PokiSDK = {
    init() {
      S.log('init');
      return S.answer(S.config.init, 'init');
    },
    gameLoadingFinished: () => S.log('gameLoadingFinished'),
    gameplayStart: () => S.log('gameplayStart'),
    gameplayStop: () => S.log('gameplayStop'),
    commercialBreak(onStart) {
      S.log('commercialBreak');
      return S.ad({ started: onStart });
    },
    rewardedBreak: () => Promise.resolve(false),
    setDebug: () => undefined,
  };
})();
