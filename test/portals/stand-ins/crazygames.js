// A stand-in for the CrazyGames HTML5 SDK v3, written from https://docs.crazygames.com/sdk/html5-v3/
// (intro, game, ads: https://docs.crazygames.com/sdk/html5-v3/ads/, data:
// https://docs.crazygames.com/sdk/html5-v3/data/): window.CrazyGames.SDK.init() returns a
// promise; SDK.game.loadingStart/loadingStop/gameplayStart/gameplayStop();
// SDK.ad.requestAd('midgame', { adStarted, adFinished, adError }); SDK.data has the
// localStorage interface (getItem, setItem, removeItem, clear), its data preloaded by
// init and saved to the player's account (here: the test's cloud, through
// window.standInCloud).
(() => {
  const S = window.standIn;
  let items = {};
  const save = () => void window.standInCloud('save', JSON.stringify(items));
  window.CrazyGames = {
    SDK: {
      environment: 'crazygames',
      init() {
        S.log('init');
        return S.answer(S.config.init, 'init', async () => {
          items = JSON.parse((await window.standInCloud('load')) || '{}');
        });
      },
      game: {
        loadingStart: () => S.log('loadingStart'),
        loadingStop: () => S.log('loadingStop'),
        gameplayStart: () => S.log('gameplayStart'),
        gameplayStop: () => S.log('gameplayStop'),
      },
      ad: {
        requestAd(type, callbacks = {}) {
          S.log(`requestAd:${type}`);
          S.ad({ started: callbacks.adStarted }).then(
            () => callbacks.adFinished?.(),
            () => callbacks.adError?.({ code: 'other', message: 'no ad' }),
          );
        },
      },
      data: {
        getItem: (key) => (Object.hasOwn(items, key) ? items[key] : null),
        setItem(key, value) {
          items[key] = String(value);
          save();
        },
        removeItem(key) {
          delete items[key];
          save();
        },
        clear() {
          items = {};
          save();
        },
      },
    },
  };
})();
