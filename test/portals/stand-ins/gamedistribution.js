// A stand-in for the GameDistribution HTML5 SDK, written from
// https://github.com/GameDistribution/GD-HTML5/wiki/SDK-Implementation and
// https://github.com/GameDistribution/GD-HTML5/wiki/SDK-Events: the page sets
// window.GD_OPTIONS = { gameId, onEvent } before the script; the SDK makes window.gdsdk,
// says SDK_READY, and gdsdk.showAd() returns a promise; around an ad it sends
// SDK_GAME_PAUSE (pause and mute) and SDK_GAME_START (resume). window.standIn.pause()
// and .resume() send those events as the portal would on its own.
(() => {
  const S = window.standIn;
  const options = window.GD_OPTIONS;
  if (!options || typeof options.onEvent !== 'function') S.log('error:no GD_OPTIONS');
  S.log(`options:${options?.gameId ? 'gameId' : 'no gameId'}`);
  const send = (name) => {
    S.log(`event:${name}`);
    options?.onEvent?.({ name, message: name, status: 'success' });
  };
  S.pause = () => send('SDK_GAME_PAUSE');
  S.resume = () => send('SDK_GAME_START');
  window.gdsdk = {
    showAd(type) {
      S.log(`showAd${type ? `:${type}` : ''}`);
      return S.ad({ started: () => send('SDK_GAME_PAUSE'), finished: () => send('SDK_GAME_START') });
    },
    openConsole: () => undefined,
  };
  setTimeout(() => send('SDK_READY'), 0);
})();
