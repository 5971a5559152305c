/**
 * YouTube Playables (https://developers.google.com/youtube/gaming/playables/reference/sdk):
 * `ytgame.game.firstFrameReady()` then `gameReady()`; `ytgame.system.getLanguage()`;
 * `onPause` / `onResume`; `isAudioEnabled()` / `onAudioEnabledChange`; the player's save
 * as one string through `ytgame.game.loadData()` / `saveData()` (at most 3 MiB); and
 * `ytgame.engagement.sendScore({ value })` after each game won. Playables have no
 * interstitial between games here.
 */
import { startPortal } from './core.js';
import { CloudStorage, jsonBytes } from './cloud.js';

interface YtGame {
  game: { firstFrameReady(): void; gameReady(): void; loadData(): Promise<string>; saveData(data: string): Promise<void> };
  system: {
    getLanguage(): Promise<string>;
    isAudioEnabled(): boolean;
    onAudioEnabledChange(callback: (enabled: boolean) => void): unknown;
    onPause(callback: () => void): unknown;
    onResume(callback: () => void): unknown;
  };
  engagement: { sendScore(score: { value: number }): Promise<void> };
}

/** The saved string: every key's value as one JSON object ('' for a player with no save yet). */
function parseSave(text: string): Record<string, unknown> {
  if (!text) return {};
  const items: unknown = JSON.parse(text);
  if (typeof items !== 'object' || items === null || Array.isArray(items)) throw new Error('the saved data is not an object');
  return items as Record<string, unknown>;
}

export const started = startPortal({
  name: 'YouTube',
  script: 'https://www.youtube.com/game_api/v1',
  init() {
    const yt = (globalThis as { ytgame?: YtGame }).ytgame;
    if (!yt) return Promise.reject(new Error('no ytgame'));
    return Promise.resolve({
      loadingStarted: () => yt.game.firstFrameReady(),
      loadingFinished: () => yt.game.gameReady(),
      language: () => yt.system.getLanguage(),
      storage: () =>
        new CloudStorage({
          name: "YouTube's saveData",
          load: async () => parseSave(await yt.game.loadData()),
          save: (items) => yt.game.saveData(JSON.stringify(items)),
          size: jsonBytes,
          limit: 3 * 1024 * 1024,
          reserve: 64 * 1024,
        }),
      onPause(pause: () => void, resume: () => void) {
        yt.system.onPause(pause);
        yt.system.onResume(resume);
      },
      onAudio(set: (enabled: boolean) => void) {
        set(yt.system.isAudioEnabled());
        yt.system.onAudioEnabledChange(set);
      },
      won: (score: number) => yt.engagement.sendScore({ value: Math.round(score) }),
    });
  },
});
