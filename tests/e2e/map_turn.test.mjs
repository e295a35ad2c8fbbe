// A line's turn opens zoomed at the line (issue 50, items 4 and 5): at a tablet's and a phone's
// sizes the board's values and the markers' letters read at 11 px or more when a decision is
// asked, the line's stations and some of its targets are in view, and every target of the
// decision (a hex to lay on, a circle for a station, the choice bar's buttons) is at least
// 44×44 px; the station bar shows no Rotate button. Where no decision is asked (a Share Round,
// looking back) the map shows the whole board. Positions are made by the CLI and loaded as
// saved games.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { MapPage } from './pages.mjs';
import { caughtUp, newPage, openBrowser, position, screenshot } from './support.mjs';

let env;
let saves;
before(async () => {
  env = await openBrowser();
  saves = {
    // A 4-player game's first lay of a line.
    early: position('--players', '4', '--seed', '3', '--until', 'lay_tile'),
    // A 3-player game in LR5a: lays, upgrades, Stadtbahn tiles, stations and removals offered.
    busy: position('--players', '3', '--seed', '2', '--until', 'lay_tile,upgrade,lay_stadtbahn,place_station,remove_stadtbahn_marker'),
    // A 6-player game in LR5c, the densest board.
    late: position('--players', '6', '--seed', '18', '--round', 'LR5c', '--until', 'lay_tile'),
  };
});
after(async () => {
  await env?.close();
});

/** Waits until the page has caught up and the board's canvas has painted the view shown. */
async function settled(page) {
  await caughtUp(page);
  await page.waitForFunction(() => !document.querySelector('svg.game-map').hasAttribute('style'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * What the map shows now: the smallest on-screen font of the board's values (the canvas's
 * figures) and of each kind of the SVG's texts within the map's view; the targets wholly in
 * view with their boxes; and the acting line's stations in view.
 */
function reading(page, line) {
  return page.evaluate((line) => {
    const frame = document.querySelector('svg.game-map').getBoundingClientRect();
    const within = (r) => r.width > 0 && r.left >= frame.left - 0.5 && r.right <= frame.right + 0.5
      && r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5;
    const meets = (r) => r.width > 0 && r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom;
    const fonts = {};
    for (const t of document.querySelectorAll('svg.game-map text')) {
      const style = getComputedStyle(t);
      const m = t.getScreenCTM();
      if (!m || style.display === 'none' || style.visibility === 'hidden' || !meets(t.getBoundingClientRect())) continue;
      if (t.closest('.closed')) continue;
      const kind = t.getAttribute('class') || t.parentElement.getAttribute('class') || 'text';
      fonts[kind] = Math.min(fonts[kind] ?? Infinity, parseFloat(style.fontSize) * Math.hypot(m.a, m.b));
    }
    for (const part of (document.querySelector('canvas.board-canvas')?.dataset.textPx ?? '').split(', ')) {
      const [kind, px] = part.split(' ');
      if (kind && px) fonts[kind] = Math.min(fonts[kind] ?? Infinity, Number(px));
    }
    const box = (el) => { const r = el.getBoundingClientRect(); return { w: r.width, h: r.height, r }; };
    const all = [...document.querySelectorAll('svg.game-map g.targets:not(.closed) .target, svg.game-map .station-target .hit, svg.game-map .removal-target .hit')]
      .map((el) => ({ what: el.closest('[data-hex]').dataset.hex + (el.matches('.hit') ? ' circle' : ' hex'), ...box(el) }));
    // Wholly in view, with their size; and those of which a finger's square or more shows.
    const targets = all.filter((t) => within(t.r)).map(({ what, w, h }) => ({ what, w: Math.round(w), h: Math.round(h) }));
    const shown = (r) => Math.min(r.right, frame.right) - Math.max(r.left, frame.left) >= 44
      && Math.min(r.bottom, frame.bottom) - Math.max(r.top, frame.top) >= 44;
    const tappable = all.filter((t) => shown(t.r)).length;
    const stations = [...document.querySelectorAll('svg.game-map .marker-layer .slot')]
      .filter((s) => [...s.querySelectorAll('.marker-label')].some((t) => t.textContent === line))
      .map((s) => ({ hex: s.dataset.hex, shown: within(s.getBoundingClientRect()) }));
    return { fonts, targets, tappable, stations, view: document.querySelector('svg.game-map').dataset.view };
  }, line);
}

const said = (fonts) => Object.entries(fonts).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
const VALUES = ['rev-text', 'hex-note', 'marker-label', 'spot-cost'];

for (const [w, h] of [[768, 1024], [1024, 768], [390, 844]]) {
  test(`a line's turn opens legible at ${w}×${h}: values and markers ≥ 11 px, the line's stations and targets in view, every target ≥ 44×44 px (figures printed)`, async () => {
    for (const name of ['early', 'busy', 'late']) {
      const page = await newPage(env.browser, { viewport: { width: w, height: h }, hasTouch: true });
      const map = new MapPage(page, { touch: true });
      await map.load(env.baseUrl, saves[name]);
      await settled(page);
      const line = await map.line();
      const now = await reading(page, line);
      await screenshot(page, `map-turn-${name}-${w}x${h}`);
      const small = (t) => t.w < 44 || t.h < 44;
      console.log(`  ${w}×${h} ${name} (line ${line}): view ${now.view}; ${said(now.fonts)}; ${now.tappable} targets tappable, ${now.targets.length} wholly in view, smallest ${Math.min(...now.targets.map((t) => Math.min(t.w, t.h)))} px; stations ${JSON.stringify(now.stations)}`);
      assert.ok(now.fonts['rev-text'] > 0, `values are drawn: ${said(now.fonts)}`);
      for (const kind of VALUES) {
        if (kind in now.fonts) assert.ok(now.fonts[kind] >= 11, `${name}: ${kind} reads at ${now.fonts[kind].toFixed(1)} px`);
      }
      assert.ok(now.tappable > 0, `${name}: some target of line ${line} is in view, 44×44 px of it at least`);
      assert.deepEqual(now.targets.filter(small), [], `${name}: every target in view is 44×44 px or more`);
      assert.ok(now.stations.some((s) => s.shown), `${name}: a station of line ${line} is in view: ${JSON.stringify(now.stations)}`);
      // The whole board is one tap away, and values are then small again.
      await map.fit();
      const whole = await reading(page, line);
      assert.ok(whole.fonts['rev-text'] < now.fonts['rev-text'], `fit shows the whole board: ${said(whole.fonts)}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });
}

test('the station bar shows no Rotate button, its buttons and the lay bar\'s are 44×44 px or more (768×1024)', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  const map = new MapPage(page, { touch: true });
  await map.load(env.baseUrl, saves.busy);
  await settled(page);
  const buttons = () => page.locator('.lay-bar:not(.closed) button').evaluateAll((els) => els
    .filter((b) => b.getClientRects().length)
    .map((b) => { const r = b.getBoundingClientRect(); return { b: b.className, w: Math.round(r.width), h: Math.round(r.height) }; }));
  await map.tap(map.stationTargets().first());
  await page.locator('.lay-bar:not(.closed)').waitFor();
  assert.equal(await page.locator('.lay-bar button.rotate').isVisible(), false, 'a station has no rotation to choose');
  const bar = await buttons();
  assert.ok(bar.some((b) => b.b.includes('confirm-choice')), JSON.stringify(bar));
  assert.deepEqual(bar.filter((b) => b.w < 44 || b.h < 44), [], JSON.stringify(bar));
  await screenshot(page, 'map-turn-station-bar-768x1024');
  await map.tap(page.locator('.lay-bar button.cancel-choice'));
  // A hex whose first tile has two rotations (B6, tile 3): the Rotate button shows and acts.
  await map.tapHex('B6');
  await page.locator('.lay-bar:not(.closed) button.rotate').waitFor();
  const lay = await buttons();
  assert.ok(lay.some((b) => b.b.includes('rotate')) && lay.some((b) => b.b.includes('tile-option')), JSON.stringify(lay));
  assert.deepEqual(lay.filter((b) => b.w < 44 || b.h < 44), [], JSON.stringify(lay));
  assert.deepEqual(page.problems, []);
});

test('no decision on the map, no zoom: a Company Round and a look back show the whole board; back to the line\'s turn, zoomed again', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 } });
  const map = new MapPage(page);
  await map.load(env.baseUrl, position('--players', '4', '--seed', '3', '--round', 'LR1a', '--until', 'pay_dividend'));
  await settled(page);
  const other = await map.svg().getAttribute('data-view');
  await map.fit();
  assert.equal(await map.svg().getAttribute('data-view'), other, 'a Company Round shows the whole board');

  await map.load(env.baseUrl, saves.busy, 'e2e-busy');
  await settled(page);
  const turn = await map.svg().getAttribute('data-view');
  assert.notEqual(turn, other, 'a line\'s turn opens zoomed in');
  await page.locator('.history-step[data-step="<"]').click();
  await page.locator('section.game-screen[data-viewing="true"]').waitFor();
  await settled(page);
  const past = await map.svg().getAttribute('data-view');
  await page.locator('.viewing-past button.back-to-now').click();
  await page.locator('section.game-screen[data-viewing="false"]').waitFor();
  await settled(page);
  assert.equal(await map.svg().getAttribute('data-view'), turn, 'back to now, the turn as it opened');
  await map.fit();
  assert.equal(past, await map.svg().getAttribute('data-view'), 'looking back showed the whole board');
  assert.deepEqual(page.problems, []);
});

test('a hint\'s hex out of the view is brought into it at the same zoom (768×1024)', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 } });
  const map = await new MapPage(page).load(env.baseUrl, saves.busy, 'hint-follow');
  await settled(page);
  // Where a hex stands against the map's box: its centre's offset from the box's centre, and
  // whether the centre is inside the box.
  const where = (hex) => page.evaluate((hex) => {
    const svg = document.querySelector('svg.game-map').getBoundingClientRect();
    const h = document.querySelector(`svg.game-map g.map-hex[data-hex="${hex}"] polygon`).getBoundingClientRect();
    const [x, y] = [h.x + h.width / 2, h.y + h.height / 2];
    const inside = x > svg.left && x < svg.right && y > svg.top && y < svg.bottom;
    return { dx: x - (svg.left + svg.width / 2), dy: y - (svg.top + svg.height / 2), w: svg.width, h: svg.height, inside };
  }, hex);
  // The hint's hex, then the hint closed.
  await page.locator('button.ask-hint').click();
  const mark = page.locator('svg.game-map .hint-mark[data-hex]').first();
  await mark.waitFor({ timeout: 60_000 });
  const hex = await mark.getAttribute('data-hex');
  await page.locator('button.close-hint').click();
  await page.locator('.hint-panel').waitFor({ state: 'detached' });
  // The board dragged three times the way the hex lies from the map's centre, by nearly half
  // the map each time: the hex goes out of the view.
  const at = await where(hex);
  const box = await map.svg().boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const [tx, ty] = [x + Math.sign(at.dx || 1) * box.width * 0.45, y + Math.sign(at.dy || 1) * box.height * 0.45];
  for (let drag = 0; drag < 3; drag += 1) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i += 1) await page.mouse.move(x + ((tx - x) * i) / 10, y + ((ty - y) * i) / 10);
    await page.mouse.up();
  }
  await settled(page);
  assert.equal((await where(hex)).inside, false, `the drag took ${hex} out of the view`);
  const zoomed = (await map.view())[2];
  // Asked again: the same hint, its hex in view, the zoom as it was.
  await page.locator('button.ask-hint').click();
  await mark.waitFor({ timeout: 60_000 });
  assert.equal(await mark.getAttribute('data-hex'), hex);
  await page.waitForFunction((hex) => {
    const svg = document.querySelector('svg.game-map').getBoundingClientRect();
    const h = document.querySelector(`svg.game-map g.map-hex[data-hex="${hex}"] polygon`).getBoundingClientRect();
    const [x, y] = [h.x + h.width / 2, h.y + h.height / 2];
    return x > svg.left && x < svg.right && y > svg.top && y < svg.bottom;
  }, hex);
  assert.equal((await map.view())[2], zoomed, 'the hint moves the view, and leaves its zoom');
  await page.close();
});
