// Smoke test: the release bundle loads in a real Chromium and draws the board.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GalleryPage, StartPage } from './pages.mjs';
import { newPage, openBrowser, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

test('the app mounts with its title and no console errors', async () => {
  const page = await newPage(env.browser);
  const start = await new StartPage(page).open(env.baseUrl);
  // The start screen offers every game: it is titled with the app's name (issue 49).
  assert.equal(await start.title(), 'Vienna Tramways & Trambahn');
  assert.equal(await page.title(), 'Vienna Tramways & Trambahn');
  assert.deepEqual(page.problems, []);
});

// The board of Vienna is drawn in the tile gallery (the start screen leaves it out, issue 50).
test('the map draws the 148 hexes of the full board with their coordinates', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await new GalleryPage(page).open(env.baseUrl);
  const start = new StartPage(page);
  assert.equal(await start.hexes().count(), 148);
  assert.equal(await start.hex('H28').locator('text').textContent(), 'H28');
  assert.equal(await start.hex('D20').locator('polygon').getAttribute('class'), 'hex hex-inner-city');
  const path = await screenshot(page, 'gallery-board-1440x900');
  console.log(`screenshot: ${path}`);
  assert.deepEqual(page.problems, []);
});

test('hexes are pointy-top and neighbours touch (H28 and its six neighbours)', async () => {
  const page = await newPage(env.browser);
  await new GalleryPage(page).open(env.baseUrl);
  const start = new StartPage(page);
  // getBBox: the polygon's own geometry in SVG user units (no stroke, no screen scaling).
  const centre = (label) =>
    start.hex(label).locator('polygon').evaluate((el) => {
      const b = el.getBBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width, h: b.height };
    });
  const h28 = await centre('H28');
  // Pointy-top: taller than wide by 2/√3.
  assert.ok(Math.abs(h28.h / h28.w - 2 / Math.sqrt(3)) < 0.02, `aspect ${h28.h / h28.w}`);
  // Edges 0..5 of H28 (SW, W, NW, NE, E, SE) lead to I27, H26, G27, G29, H30, I29.
  const expected = { I27: [-0.5, 0.75], H26: [-1, 0], G27: [-0.5, -0.75], G29: [0.5, -0.75], H30: [1, 0], I29: [0.5, 0.75] };
  for (const [label, [dx, dy]] of Object.entries(expected)) {
    const n = await centre(label);
    assert.ok(Math.abs((n.x - h28.x) / h28.w - dx) < 0.02, `${label} x`);
    assert.ok(Math.abs((n.y - h28.y) / h28.h - dy) < 0.02, `${label} y`);
  }
});
