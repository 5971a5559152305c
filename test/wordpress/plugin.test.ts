/**
 * The plugin in a real WordPress (6.5.5 on SQLite, set up by scripts/test-wordpress.mjs
 * with the plugin installed from its zip), as a site owner, an Author and a visitor meet
 * it: posts an Author publishes (an Author has no `unfiltered_html`: WordPress strips
 * unknown tags from their posts) with the block, the shortcode, two games and hostile
 * values, seen by a visitor in Chromium; the site's language; the block in the block
 * editor, whose canvas is an iframe.
 */
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import {
  type GameElement,
  WP_URL,
  attributesOf,
  gamesPlaying,
  launch,
  logIn,
  playACard,
  publish,
  setOption,
  settingsLabel,
} from './site.js';

const BUNDLE = '/wp-content/plugins/tri-peaks-game/bundle/tri-peaks-game.js';

let browser: Browser;
let author: BrowserContext;
let visitor: BrowserContext;
const posts: Record<string, string> = {};

/** A visitor's page on `link`, with what its console said, the bundle requests and any dialog. */
async function visit(link: string) {
  const page = await visitor.newPage();
  const warnings: string[] = [];
  const dialogs: string[] = [];
  const bundleRequests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().includes(BUNDLE)) bundleRequests.push(request.url());
  });
  await page.goto(link);
  return { page, warnings, dialogs, bundleRequests };
}

/** The module scripts that load the game (not the worker the game starts). */
function gameScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src*="tri-peaks-game/bundle/"]')].map((s) => s.src),
  );
}

before(async () => {
  browser = await launch();
  author = await logIn(browser, process.env.WP_AUTHOR ?? '', process.env.WP_AUTHOR_PASSWORD ?? '');
  visitor = await browser.newContext({ viewport: { width: 1200, height: 900 } });
});

after(async () => {
  await browser?.close();
});

describe(`WordPress ${process.env.WP_VERSION}: posts by an Author, seen by a visitor (the site in German)`, () => {
  before(async () => {
    const block = '<!-- wp:tri-peaks-game/game {"seed":"12345","wrap":"off","deal":"any","largePrint":true} /-->';
    const shortcode = '[tri_peaks_game seed="daily" wrap="off" deal="hard" large-print]';
    const published = await publish(author, 'One block', block);
    posts.block = published.link;
    // The premise: the same game typed as HTML does not survive an Author's saving.
    const typed = await publish(author, 'Typed HTML', '<tri-peaks-game seed="1"></tri-peaks-game><p>typed</p>');
    assert.doesNotMatch(typed.raw, /<tri-peaks-game/, 'WordPress should strip the unknown tag from an Author’s post');
    assert.match(published.raw, /wp:tri-peaks-game\/game/);
    posts.shortcode = (await publish(author, 'A shortcode', `<p>Before.</p>\n${shortcode}\n<p>After.</p>`)).link;
    posts.two = (
      await publish(
        author,
        'Two games',
        `<!-- wp:tri-peaks-game/game {"seed":"7","layout":"golf","lang":"pt-BR"} /-->\n<p>Between.</p>\n[tri_peaks_game seed="8" face-up show-winnable]`,
      )
    ).link;
  });

  test('the block shows the game with its attributes, in the site’s language (de_DE → de)', async () => {
    const { page, warnings } = await visit(posts.block);
    await gamesPlaying(page, 1);
    assert.deepEqual(await attributesOf(page), { seed: '12345', wrap: 'off', deal: 'any', 'large-print': '', lang: 'de' });
    const read = await page.evaluate(() => {
      const game = document.querySelector<GameElement>('tri-peaks-game')!;
      return { seed: game.seed, deal: game.deal, wrap: game.wrap, largePrint: game.largePrint };
    });
    assert.deepEqual(read, { seed: '12345', deal: 'any', wrap: false, largePrint: true });
    assert.equal(await settingsLabel(page), 'Einstellungen');
    assert.deepEqual(
      (await gameScripts(page)).map((src) => new URL(src).pathname),
      [BUNDLE, '/wp-content/plugins/tri-peaks-game/bundle/translations/de.js'],
    );
    assert.deepEqual(warnings, []);
    await page.close();
  });

  test('a card plays in the block: the score goes up', async () => {
    const { page } = await visit(posts.block);
    await gamesPlaying(page, 1);
    const { before: was, after: now } = await playACard(page);
    assert.ok(now[0] > was[0], `the score should go up from ${was[0]}, it is ${now[0]}`);
    await page.close();
  });

  test('the shortcode shows the game with its attributes, and a card plays', async () => {
    const { page, warnings } = await visit(posts.shortcode);
    await gamesPlaying(page, 1);
    assert.deepEqual(await attributesOf(page), { seed: 'daily', wrap: 'off', deal: 'hard', 'large-print': '', lang: 'de' });
    // `deal="hard"` needs the variant code beside the bundle: a warning would say it failed to load.
    assert.deepEqual(warnings, []);
    const text = await page.locator('.entry-content, .wp-block-post-content').first().innerText();
    assert.match(text, /Before\.[\s\S]*After\./);
    const { before: was, after: now } = await playACard(page);
    assert.ok(now[0] > was[0], `the score should go up from ${was[0]}, it is ${now[0]}`);
    await page.close();
  });

  test('two games on a page: one script for both, each with its own options and language', async () => {
    const { page, bundleRequests } = await visit(posts.two);
    await gamesPlaying(page, 2);
    const scripts = (await gameScripts(page)).map((src) => new URL(src).pathname);
    assert.equal(scripts.filter((path) => path === BUNDLE).length, 1, `one game script, not ${scripts.join(', ')}`);
    assert.equal(new Set(bundleRequests.map((url) => new URL(url).pathname)).size, 1);
    assert.deepEqual(await attributesOf(page, 0), { seed: '7', layout: 'golf', lang: 'pt-BR' });
    assert.deepEqual(await attributesOf(page, 1), { seed: '8', lang: 'de', 'face-up': '', 'show-winnable': '' });
    assert.equal(await settingsLabel(page, 0), 'Configurações');
    assert.equal(await settingsLabel(page, 1), 'Einstellungen');
    const { before: was, after: now } = await playACard(page, 1);
    assert.ok(now[0] > was[0]);
    await page.close();
  });

  test('the site’s language follows Settings → General: pt_BR → pt-BR', async () => {
    setOption('WPLANG', 'pt_BR');
    try {
      const { page } = await visit(posts.block);
      await gamesPlaying(page, 1);
      assert.equal((await attributesOf(page)).lang, 'pt-BR');
      assert.equal(await settingsLabel(page), 'Configurações');
      assert.ok((await gameScripts(page)).some((src) => src.includes('/bundle/translations/pt.js')));
      await page.close();
    } finally {
      setOption('WPLANG', 'de_DE');
    }
  });
});

describe('hostile values run nothing and break nothing', () => {
  // Each tries to close the attribute or the tag and run script: as an Author (WordPress
  // filters their post first) and as an Administrator (unfiltered: only the plugin's escaping stands).
  const attempts = [
    `[tri_peaks_game seed='"><script>window.pwned=1</script><img src=x onerror="window.pwned=2">' deal='x" onmouseover="window.pwned=3" data-x="' onclick="window.pwned=4" wild="</tri-peaks-game><b id=broken>" large-print]`,
    '<!-- wp:tri-peaks-game/game {"seed":"\\u0022\\u003e\\u003cscript\\u003ewindow.pwned=5\\u003c/script\\u003e\\u003cimg src=x onerror=window.pwned=6\\u003e","lang":"x\\u0022 autofocus onfocus=\\u0022window.pwned=7"} /-->',
    // Broken brackets, and a stray closing tag that makes the shortcode enclose the text up to it.
    '[tri_peaks_game seed="]"]\n<p>Enclosed.</p>\n[/tri_peaks_game]',
  ];
  const content = `<p>Before the games.</p>\n${attempts.join('\n<p>Between.</p>\n')}\n<p id="after">After the games.</p>`;
  const blockSeed = '"><script>window.pwned=5</script><img src=x onerror=window.pwned=6>';

  for (const who of ['Author', 'Administrator']) {
    test(`as an ${who}: nothing runs, only the game's attributes are written, the page goes on`, async () => {
      const context = who === 'Author' ? author : await logIn(browser, 'admin', 'admin-password-1');
      const { link } = await publish(context, `Hostile values (${who})`, content);
      const { page, dialogs } = await visit(link);
      await page.waitForFunction(() => document.querySelectorAll('tri-peaks-game').length === 3);
      // Hover what an injected handler would need.
      for (const game of await page.locator('tri-peaks-game').all()) await game.hover();
      await gamesPlaying(page, 3);
      const found = await page.evaluate(() => ({
        pwned: (window as { pwned?: number }).pwned ?? null,
        injected: document.querySelectorAll('img[src="x"], b#broken, [onerror], [onclick], [onmouseover], [onfocus], [autofocus]').length,
        names: [...new Set([...document.querySelectorAll('tri-peaks-game')].flatMap((g) => [...g.attributes].map((a) => a.name)))].sort(),
        seeds: [...document.querySelectorAll('tri-peaks-game')].map((g) => g.getAttribute('seed')),
        text: document.body.innerText,
      }));
      assert.deepEqual(dialogs, []);
      assert.equal(found.pwned, null);
      assert.equal(found.injected, 0);
      const known = [
        'deal',
        'face-up',
        'large-print',
        'lang',
        'layout',
        'save-key',
        'scoring',
        'seed',
        'show-winnable',
        'sound',
        'wild',
        'wrap',
      ];
      assert.deepEqual(
        found.names.filter((name) => !known.includes(name)),
        [],
      );
      // The page around the games is whole: every paragraph, in order, the enclosed one too.
      assert.match(found.text, /Before the games\.[\s\S]*Between\.[\s\S]*Between\.[\s\S]*Enclosed\.[\s\S]*After the games\./);
      // The block's seed arrives as text: whole from an Administrator, as WordPress filtered it from an Author.
      if (who === 'Administrator') assert.ok(found.seeds.includes(blockSeed), found.seeds.join(' | '));
      else
        assert.ok(
          found.seeds.some((seed) => seed?.includes('window.pwned=5')),
          found.seeds.join(' | '),
        );
      await page.close();
      if (who !== 'Author') await context.close();
    });
  }

  test('an unknown value reaches the game, which warns once and plays with its default', async () => {
    const { link } = await publish(author, 'Unknown values', '[tri_peaks_game deal="impossible" layout="spider" seed="42"]');
    const { page, warnings } = await visit(link);
    await gamesPlaying(page, 1);
    assert.deepEqual(await attributesOf(page), { seed: '42', deal: 'impossible', layout: 'spider', lang: 'de' });
    const read = await page.evaluate(() => {
      const game = document.querySelector<GameElement>('tri-peaks-game')!;
      return { deal: game.deal, layout: game.layout };
    });
    assert.deepEqual(read, { deal: 'winnable', layout: 'tri-peaks' });
    assert.equal(warnings.filter((w) => w.includes('"impossible"')).length, 1, warnings.join('\n'));
    assert.equal(warnings.filter((w) => w.includes('"spider"')).length, 1, warnings.join('\n'));
    await page.close();
  });
});

describe('the block editor', () => {
  test('the block inserted by an Author shows the live game in the canvas, its choices in the sidebar in German, and publishes', async () => {
    const page = await author.newPage();
    await page.goto(`${WP_URL}/wp-admin/post-new.php`);
    await page.waitForFunction(() => {
      const wp = (window as { wp?: { blocks?: { getBlockType(name: string): unknown } } }).wp;
      return !!wp?.blocks?.getBlockType('tri-peaks-game/game');
    });
    await page.evaluate(() => {
      const { wp } = window as unknown as { wp: WordPress };
      wp.data.dispatch('core/block-editor').insertBlocks(wp.blocks.createBlock('tri-peaks-game/game', { seed: '99' }));
    });
    // The post editor's canvas is an iframe from WordPress 6.3 (the editor page itself before).
    const [major, minor] = (process.env.WP_VERSION ?? '6.5').split('.').map(Number);
    const frame = major * 100 + minor >= 603 ? page.frame({ name: 'editor-canvas' }) : page.mainFrame();
    assert.ok(frame, 'the editor canvas is an iframe');
    await gamesPlaying(frame, 1);
    assert.deepEqual(await attributesOf(frame), { seed: '99', lang: 'de' });
    assert.equal(await settingsLabel(frame), 'Einstellungen');
    // The game's own Settings words, in the sidebar.
    const sidebar = page.locator('.block-editor-block-inspector');
    for (const word of ['Einstellungen', 'Spiel', 'Joker', 'Nur lösbare Spiele', 'Wertung', 'Einsatz (Dollar)', 'Großdruck'])
      await sidebar.getByText(word, { exact: true }).first().waitFor({ timeout: 10_000 });
    // A choice in the sidebar changes the game in the canvas.
    await sidebar.getByLabel('Golf', { exact: true }).check();
    await frame.locator('tri-peaks-game[layout="golf"]').waitFor();
    await gamesPlaying(frame, 1);
    const { before: was, after: now } = await playACard(frame);
    assert.ok(now[0] > was[0]);
    // Published, the post shows the same game.
    const link = await page.evaluate(async () => {
      const { wp } = window as unknown as { wp: WordPress };
      wp.data.dispatch('core/editor').editPost({ title: 'From the editor', status: 'publish' });
      await wp.data.dispatch('core/editor').savePost();
      return wp.data.select('core/editor').getCurrentPost().link;
    });
    const { page: view } = await visit(link);
    await gamesPlaying(view, 1);
    assert.deepEqual(await attributesOf(view), { seed: '99', layout: 'golf', lang: 'de' });
    await view.close();
    await page.close();
  });
});

test('PHP logged no error, warning or notice from the plugin', () => {
  const log = join(process.env.WP_SITE ?? '', 'wp-content/debug.log');
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
  assert.deepEqual(
    lines.filter((line) => line.includes('tri-peaks-game')),
    [],
  );
});

/** The parts of WordPress's `wp` global the editor test calls. */
interface WordPress {
  blocks: { createBlock(name: string, attributes?: Record<string, unknown>): unknown };
  data: {
    dispatch(store: string): {
      insertBlocks(block: unknown): void;
      editPost(edits: Record<string, string>): void;
      savePost(): Promise<void>;
    };
    select(store: string): { getCurrentPost(): { link: string } };
  };
}
