/**
 * Yandex Games (https://yandex.com/dev/games/doc/en/sdk/sdk-about): `YaGames.init()`, then
 * `ysdk.features.LoadingAPI.ready()`, `GameplayAPI.start()` / `stop()`,
 * `ysdk.adv.showFullscreenAdv({ callbacks })` between games, `ysdk.on('game_api_pause' |
 * 'game_api_resume')`, `ysdk.environment.i18n.lang`, and the player's save through
 * `ysdk.getPlayer()`'s `getData()` / `setData(data, true)` (at most 200 KB).
 */
import { startPortal } from './core.js';
import { CloudStorage, jsonBytes } from './cloud.js';

interface YandexPlayer {
  getData(keys?: string[]): Promise<Record<string, unknown>>;
  setData(data: Record<string, unknown>, flush?: boolean): Promise<unknown>;
}

interface YandexSdk {
  features: { LoadingAPI?: { ready(): void }; GameplayAPI?: { start(): void; stop(): void } };
  adv: {
    showFullscreenAdv(options: {
      callbacks: { onOpen?: () => void; onClose?: (wasShown: boolean) => void; onError?: (error: unknown) => void; onOffline?: () => void };
    }): void;
  };
  environment: { i18n: { lang: string } };
  on(event: 'game_api_pause' | 'game_api_resume', callback: () => void): unknown;
  getPlayer(options?: { scopes?: boolean }): Promise<YandexPlayer>;
}

export const started = startPortal({
  name: 'Yandex Games',
  script: '/sdk.js',
  async init() {
    const games = (globalThis as { YaGames?: { init(): Promise<YandexSdk> } }).YaGames;
    if (!games) throw new Error('no YaGames');
    const ysdk = await games.init();
    return {
      loadingFinished: () => ysdk.features.LoadingAPI?.ready(),
      gameplayStart: () => ysdk.features.GameplayAPI?.start(),
      gameplayStop: () => ysdk.features.GameplayAPI?.stop(),
      showAd: (onOpen) =>
        new Promise<void>((closed, failed) =>
          ysdk.adv.showFullscreenAdv({
            callbacks: {
              onOpen,
              onClose: () => closed(),
              onError: (error) => failed(new Error(`ad error ${String(error)}`)),
              onOffline: () => closed(),
            },
          }),
        ),
      language: () => ysdk.environment.i18n.lang,
      // The player's id only, without asking for the name and photo.
      storage: async () => {
        const player = await ysdk.getPlayer({ scopes: false });
        return new CloudStorage({
          name: 'Yandex player data',
          load: () => player.getData(),
          save: (items) => player.setData(items, true),
          size: jsonBytes,
          limit: 200 * 1024,
          reserve: 16 * 1024,
        });
      },
      onPause(pause, resume) {
        ysdk.on('game_api_pause', pause);
        ysdk.on('game_api_resume', resume);
      },
    };
  },
});
