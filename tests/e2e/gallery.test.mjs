// The tile gallery: every tile of the box in six rotations, drawn from the engine's data.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GalleryPage } from './pages.mjs';
import { newPage, openBrowser, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

test('the gallery shows all 58 tile layouts in six rotations without console errors', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  const gallery = await new GalleryPage(page).open(env.baseUrl);
  assert.equal(await gallery.rows().count(), 58);
  assert.equal(await page.locator('.gallery-tile').count(), 58 * 6);
  // Tile 619: green, four tram tracks to one two-slot interchange, 5 in the box.
  const t619 = gallery.tile('619');
  assert.match(await t619.locator('.gallery-id').textContent(), /619\s*× 5/);
  const first = t619.locator('svg.gallery-tile').first();
  assert.equal(await first.locator('path.track').count(), 4);
  assert.equal(await first.locator('circle.interchange').count(), 2);
  // Orange-edged Stadtbahn tile L12 has dotted Stadtbahn track and the orange edge.
  const l12 = gallery.tile('L12').locator('svg.gallery-tile').first();
  assert.equal(await l12.locator('path.track.stadtbahn').count(), 2);
  assert.equal(await l12.locator('polygon.orange-edge').count(), 1);
  // The printed board follows the tiles.
  assert.equal(await page.locator('svg.hex-map g.map-hex').count(), 148);
  console.log(`screenshot: ${await screenshot(page, 'gallery-1440x900')}`);
  assert.deepEqual(page.problems, []);
});

test('rotating a tile turns its track clockwise', async () => {
  const page = await newPage(env.browser);
  const gallery = await new GalleryPage(page).open(env.baseUrl);
  // Tile 4 is a straight track from side 0 (SW) to side 3 (NE); turned once it runs W–E.
  const d = (r) => gallery.tile('4').locator(`svg[data-rotation="${r}"] path.track`).first().getAttribute('d');
  assert.match(await d(0), /^M -0\.433 0\.750/);
  assert.match(await d(1), /^M -0\.866 0\.000/);
});
