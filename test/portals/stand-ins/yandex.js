// A stand-in for the Yandex Games SDK (/sdk.js), written from
// https://yandex.com/dev/games/doc/en/sdk/sdk-about (init),
// https://yandex.com/dev/games/doc/en/sdk/sdk-game-events (LoadingAPI, GameplayAPI,
// game_api_pause / game_api_resume), https://yandex.com/dev/games/doc/en/sdk/sdk-adv
// (showFullscreenAdv callbacks onOpen, onClose(wasShown), onError, onOffline),
// https://yandex.com/dev/games/doc/en/sdk/sdk-environment (environment.i18n.lang) and
// https://yandex.com/dev/games/doc/en/sdk/sdk-player (getPlayer(), player.getData(),
// player.setData(data, flush), at most 200 KB). window.standIn.pause() and .resume() send
// the pause events as the platform would.
(() => {
  const S = window.standIn;
  const handlers = { game_api_pause: [], game_api_resume: [] };
  S.pause = () => handlers.game_api_pause.forEach((cb) => cb());
  S.resume = () => handlers.game_api_resume.forEach((cb) => cb());
  const player = {
    getUniqueID: () => 'stand-in-player',
    async getData(keys) {
      S.log('getData');
      const data = JSON.parse((await window.standInCloud('load')) || '{}');
      return keys ? Object.fromEntries(keys.filter((k) => k in data).map((k) => [k, data[k]])) : data;
    },
    async setData(data, flush) {
      S.log(`setData:${flush ? 'flush' : 'queued'}`);
      const text = JSON.stringify(data);
      if (new TextEncoder().encode(text).length > 200 * 1024) throw new Error('data over 200 KB');
      await window.standInCloud('save', text);
    },
  };
  const ysdk = {
    features: {
      LoadingAPI: { ready: () => S.log('LoadingAPI.ready') },
      GameplayAPI: { start: () => S.log('GameplayAPI.start'), stop: () => S.log('GameplayAPI.stop') },
    },
    adv: {
      showFullscreenAdv({ callbacks = {} } = {}) {
        S.log('showFullscreenAdv');
        S.ad({ started: callbacks.onOpen }).then(
          () => callbacks.onClose?.(true),
          (e) => callbacks.onError?.(e),
        );
      },
    },
    environment: { i18n: { lang: S.config.lang ?? 'en', tld: 'com' } },
    on: (name, cb) => handlers[name]?.push(cb),
    off: () => undefined,
    getPlayer: () => (S.log('getPlayer'), Promise.resolve(player)),
  };
  window.YaGames = {
    init() {
      S.log('init');
      return S.answer(S.config.init, 'init', () => ysdk);
    },
  };
})();
