// A stand-in for the YouTube Playables SDK, written from
// https://developers.google.com/youtube/gaming/playables/reference/sdk and the integration
// requirements https://developers.google.com/youtube/gaming/playables/certification/requirements_integration:
// window.ytgame with game.firstFrameReady(), game.gameReady(), game.loadData() (a promise
// of the saved string, '' for none), game.saveData(string) (rejected before loadData has
// answered, and over 3 MiB), system.getLanguage() (a promise of a BCP 47 tag),
// system.isAudioEnabled(), system.onAudioEnabledChange(cb), system.onPause(cb),
// system.onResume(cb), engagement.sendScore({ value }). window.standIn.pause(), .resume()
// and .audio(enabled) act as YouTube would.
(() => {
  const S = window.standIn;
  const listeners = { pause: [], resume: [], audio: [] };
  let loaded = false;
  let audio = S.config.audio ?? true;
  S.pause = () => listeners.pause.forEach((cb) => cb());
  S.resume = () => listeners.resume.forEach((cb) => cb());
  S.audio = (enabled) => {
    audio = enabled;
    listeners.audio.forEach((cb) => cb(enabled));
  };
  class SdkError extends Error {}
  window.ytgame = {
    SDK_VERSION: '1.0.0-stand-in',
    IN_PLAYABLES_ENV: true,
    SdkError,
    game: {
      firstFrameReady: () => S.log('firstFrameReady'),
      gameReady: () => S.log('gameReady'),
      async loadData() {
        S.log('loadData');
        const text = (await window.standInCloud('load')) ?? '';
        loaded = true;
        return text;
      },
      async saveData(data) {
        S.log('saveData');
        if (!loaded) throw new SdkError('saveData before loadData');
        if (typeof data !== 'string') throw new SdkError('saveData takes a string');
        if (new TextEncoder().encode(data).length > 3 * 1024 * 1024) throw new SdkError('SIZE_LIMIT_EXCEEDED');
        await window.standInCloud('save', data);
      },
    },
    system: {
      getLanguage: () => (S.log('getLanguage'), Promise.resolve(S.config.lang ?? 'en')),
      isAudioEnabled: () => audio,
      onAudioEnabledChange: (cb) => (listeners.audio.push(cb), () => undefined),
      onPause: (cb) => (listeners.pause.push(cb), () => undefined),
      onResume: (cb) => (listeners.resume.push(cb), () => undefined),
    },
    engagement: {
      sendScore: ({ value }) => (S.log(`sendScore:${value}`), Promise.resolve()),
      openYTContent: () => Promise.resolve(),
    },
    health: { logError: () => undefined, logWarning: () => undefined },
  };
})();
