/**
 * docs/wordpress-editor.png for the README: the Tri Peaks block in the block editor of the
 * test site (English), its choices in the sidebar, a few cards played in the canvas.
 *
 *   npm run screenshot:wordpress
 */
import { gamesPlaying, launch, logIn, playACard, setOption, WP_URL } from './site.js';

const out = process.env.WP_SCREENSHOT;
if (!out) throw new Error('WP_SCREENSHOT is not set: run `npm run screenshot:wordpress`');

setOption('WPLANG', '');
const browser = await launch();
try {
  const context = await logIn(browser, process.env.WP_AUTHOR ?? '', process.env.WP_AUTHOR_PASSWORD ?? '');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 960 });
  await page.goto(`${WP_URL}/wp-admin/post-new.php`);
  await page.waitForFunction(
    () => !!(window as { wp?: { blocks?: { getBlockType(n: string): unknown } } }).wp?.blocks?.getBlockType('tri-peaks-game/game'),
  );
  await page.evaluate(() => {
    const { wp } = window as unknown as {
      wp: {
        blocks: { createBlock(name: string, attributes?: Record<string, unknown>): unknown };
        data: { dispatch(store: string): Record<string, (...args: unknown[]) => unknown> };
      };
    };
    wp.data.dispatch('core/editor').editPost({ title: 'Solitaire of the day' });
    wp.data
      .dispatch('core/block-editor')
      .insertBlocks(wp.blocks.createBlock('tri-peaks-game/game', { seed: 'daily:2026-01-01', align: 'wide' }));
    wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block');
  });
  const frame = page.frame({ name: 'editor-canvas' });
  if (!frame) throw new Error('no editor canvas');
  await gamesPlaying(frame, 1);
  for (let i = 0; i < 3; i++) await playACard(frame);
  await page.waitForTimeout(800);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
