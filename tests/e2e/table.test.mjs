// At the table (issue 23): what a group of players reads and taps on a tablet. Positions are
// made by the engine (`vienna-tramways position`) and loaded as saved games; the engine's own
// replay of the stored log (the command-line tool) is the reference.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GalleryPage, GamePage, MapPage, StartPage } from './pages.mjs';
import { SHOTS, amount, caughtUp, engineState, newPage, openBrowser, position, screenshot } from './support.mjs';

let env;
// A 3-player game in its first Line Round with a private for sale (LR2a).
let lineRound;
before(async () => {
  env = await openBrowser();
  lineRound = position('--players', '3', '--seed', '2', '--until', 'buy_private');
});
after(async () => {
  await env?.close();
});

test('ending the game is in the game menu, asks first with the result it will record, and the end screen says why', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new MapPage(page).load(env.baseUrl, lineRound);
  const screenEl = page.locator('section.game-screen');
  const moves = await screenEl.getAttribute('data-moves');
  const round = await page.locator('.turn-banner .turn-round').textContent();
  const { report } = await engineState(page);
  // Every player at a glance: the strip's cash and value are the engine's; the one to act is
  // marked (the banner's name).
  const chips = await page.locator('.player-strip .player-chip').evaluateAll((lis) => lis.map((li) => ({
    name: li.dataset.player, acting: li.classList.contains('acting'),
    cash: li.querySelector('.chip-cash').textContent, value: li.querySelector('.chip-value').textContent,
  })));
  assert.equal(chips.length, report.players.length);
  for (const p of report.players) {
    const chip = chips.find((c) => c.name === p.name);
    assert.equal(amount(chip.cash), p.cash, p.name);
    assert.equal(amount(chip.value.replace('Σ ', '')), p.value, p.name);
  }
  assert.deepEqual(chips.filter((c) => c.acting).map((c) => c.name), [await page.locator('.turn-banner .turn-who').textContent()]);
  // Not beside Undo: the button is in the menu, hidden until the menu opens.
  const endButton = page.locator('.game-menu button.end-game');
  assert.equal(await endButton.isVisible(), false);
  await page.locator('.game-menu > summary').click();
  await endButton.waitFor();
  await endButton.click();
  const confirm = page.locator('.end-confirm');
  await confirm.waitFor();
  await screenshot(page, 'end-confirm-768x1024');
  // The result it will record: every player's value as the engine scores the game now.
  const shown = Object.fromEntries(await confirm.locator('.end-result li').evaluateAll((lis) =>
    lis.map((li) => [li.dataset.player, li.querySelector('.value').textContent])));
  const expected = Object.fromEntries(report.players.map((p) => [p.name, p.value]));
  assert.deepEqual(Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, amount(v)])), expected);
  // Keep playing: nothing happened.
  await confirm.locator('button.keep-playing').click();
  await confirm.waitFor({ state: 'detached' });
  assert.equal(await screenEl.getAttribute('data-moves'), moves);
  assert.equal(await page.locator('.end-screen').count(), 0);
  // Again, and confirmed: the end screen, with the same result and why the game ended.
  await page.locator('.game-menu > summary').click();
  await endButton.click();
  await confirm.locator('button.confirm-end').click();
  await page.locator('.end-screen').waitFor();
  await screenEl.locator(`xpath=self::*[@data-moves="${Number(moves) + 1}"]`).waitFor();
  assert.equal(await page.locator('.end-screen .end-reason').textContent(), `The players ended the game by agreement in ${round}.`);
  const standings = await new GamePage(page).standings();
  assert.deepEqual(Object.fromEntries(Object.entries(standings).map(([k, v]) => [k, amount(v)])), expected);
  assert.ok(await endButton.isDisabled(), 'nothing to end once the game is over');
  await screenshot(page, 'end-by-agreement-768x1024');
  assert.deepEqual(page.problems, []);
});

test('a new seat is named like the others, and the Pre-Share Round says it goes by the cards dealt, in which order', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new StartPage(page).open(env.baseUrl);
  await page.getByRole('button', { name: 'New 1840 game' }).click();
  const rows = page.locator('section.new-game .player-name');
  await rows.nth(2).waitFor();
  const typed = await rows.evaluateAll((inputs) => inputs.map((i) => i.value));
  await page.getByRole('button', { name: 'Add player' }).click();
  await rows.nth(3).waitFor();
  // "David" beside "Anna, Bruno, Clara", not "Player 4".
  assert.deepEqual(await rows.evaluateAll((inputs) => inputs.map((i) => i.value)), [...typed, 'David']);
  await page.locator('input.seed').fill('5');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const note = page.locator('.seat-order');
  await note.waitFor();
  // The order said is the strip's cards (1, 2, …: the seats, A1), and its first is the one to act.
  const order = (await note.textContent()).replace(/.*: /, '').replace(/\.$/, '').split(' → ');
  const cards = await page.locator('.player-strip .player-chip').evaluateAll((lis) => lis.map((li) => ({
    name: li.dataset.player, card: Number(li.querySelector('.chip-card').textContent.replace('#', '')),
  })));
  assert.deepEqual(order, cards.sort((a, b) => a.card - b.card).map((c) => c.name));
  assert.equal(order[0], await page.locator('.turn-banner .turn-who').textContent());
  assert.notDeepEqual(order, [...typed, 'David'], 'seed 5 deals the cards out of the typed order');
  await screenshot(page, 'seat-order-768x1024');
  assert.deepEqual(page.problems, []);
});

test('CR: a line goes up for auction from one choice of line and one bid control; Ctrl+Z in its amount field is the field\'s own', async () => {
  const save = position('--players', '3', '--seed', '1', '--until', 'choose_line');
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new MapPage(page).load(env.baseUrl, save);
  const choice = page.locator('.line-choice');
  await choice.waitFor();
  const options = choice.locator('.line-option');
  const lines = await options.evaluateAll((bs) => bs.map((b) => Number(b.dataset.line)));
  const display = (await page.locator('.line-display .line-card b').allTextContents()).map(Number);
  assert.ok(lines.length >= 2 && lines.every((l) => display.includes(l)), `${lines} of the display ${display}`);
  // One bid control, for the line chosen (the first at first).
  assert.equal(await page.locator('.moves-panel .amount-move').count(), 1);
  assert.equal(await choice.locator('.line-option[aria-checked="true"]').getAttribute('data-line'), String(lines[0]));
  await screenshot(page, 'line-choice-768x1024');
  await options.nth(1).click();
  await choice.locator(`.line-option[data-line="${lines[1]}"][aria-checked="true"]`).waitFor();
  const bid = choice.locator('button.move.amount').nth(1);
  const data = JSON.parse(await bid.getAttribute('data-action'));
  assert.deepEqual([data.type, data.line], ['choose_line', lines[1]]);
  // Ctrl+Z typed in the amount field undoes the typing, not the last move: the bid that follows
  // is the only change to the game.
  const screenEl = page.locator('section.game-screen');
  const moves = Number(await screenEl.getAttribute('data-moves'));
  const input = choice.locator('.custom-amount input');
  await input.fill(String(data.amount + 5));
  await input.press('Control+z');
  await bid.click();
  await page.locator(`section.game-screen[data-moves="${moves + 1}"]`).waitFor();
  await caughtUp(page);
  const log = await page.locator('.log-lines li').allTextContents();
  assert.ok(log.some((l) => l.endsWith(` puts line ${lines[1]} up for auction`)), log.slice(0, 3).join(' / '));
  assert.deepEqual(page.problems, []);
});

test('the rules in short open from the title bar at the round being played, in the player\'s language, and close with Esc', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new MapPage(page).load(env.baseUrl, lineRound);
  await page.locator('.turn-banner').waitFor();
  await page.locator('.title-bar .rules-link').click();
  const panel = page.locator('.rules-panel[role="dialog"]');
  await panel.waitFor();
  // A Line Round: its section is the one open, and it says what a line may do.
  assert.deepEqual(await panel.locator('details[open]').evaluateAll((ds) => ds.map((d) => d.dataset.section)), ['line']);
  assert.equal(await panel.locator('details').count(), 5);
  assert.match(await panel.locator('details[open] li').first().textContent(), /lay or upgrade a tile/);
  await page.waitForFunction(() => document.activeElement?.classList.contains('close-rules'));
  await screenshot(page, 'rules-768x1024');
  // Another section opens on a tap; Esc closes the panel and the game is as it was.
  await panel.locator('details[data-section="company"] summary').click();
  await panel.locator('details[data-section="company"][open] li').first().waitFor();
  const moves = await page.locator('section.game-screen').getAttribute('data-moves');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('rules-link')), 'the focus is back on the button');
  assert.equal(await page.locator('section.game-screen').getAttribute('data-moves'), moves);
  // In German, the same panel in German.
  await page.locator('select.language-picker').selectOption('de');
  await page.locator('.title-bar .rules-link').click();
  await panel.waitFor();
  assert.equal(await panel.locator('h2').textContent(), 'Die Regeln in Kürze');
  assert.match(await panel.locator('details[open] summary').textContent(), /^Linienrunden$/);
  await page.locator('.close-rules').click();
  await panel.waitFor({ state: 'detached' });
  assert.deepEqual(page.problems, []);
});

test('SR1: the director certificates as one table of companies by par price, each with its cash', async () => {
  const save = position('--players', '4', '--seed', '3', '--round', 'SR1');
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await new MapPage(page).load(env.baseUrl, save);
  const table = page.locator('.par-table');
  await table.waitFor();
  await screenshot(page, 'par-table-1024x768');
  // No wall of "Director of … at …" buttons: the table holds them.
  assert.equal(await page.locator('.moves-panel button.move', { hasText: /^Director of/ }).count(), 0);
  const pars = (await table.locator('thead th.num').allTextContents()).map(Number);
  assert.ok(pars.length >= 1 && pars.every((p, i) => i === 0 || p > pars[i - 1]), `pars ascending: ${pars}`);
  const rows = table.locator('tbody tr');
  assert.ok((await rows.count()) >= 2);
  // Every company's row: its abbreviation and full name; every cell a purchase at its column's par.
  for (const row of await rows.all()) {
    assert.ok((await row.locator('.company-name').textContent()).length > 3);
    for (const [i, cell] of (await row.locator('td').all()).entries()) {
      const button = cell.locator('button.par');
      if (!(await button.count())) continue;
      const data = JSON.parse(await button.getAttribute('data-action'));
      assert.deepEqual([data.type, data.par], ['buy_director', pars[i]]);
    }
  }
  // Buying: the player pays the cash the cell shows, as the engine books it.
  const who = await page.locator('.turn-banner .turn-who').textContent();
  const before = (await new GamePage(page).player(who)).cash;
  const button = rows.first().locator('button.par').last();
  const cash = amount((await button.textContent()).replace(/^pay /, ''));
  const data = JSON.parse(await button.getAttribute('data-action'));
  const moves = Number(await page.locator('section.game-screen').getAttribute('data-moves'));
  await button.click();
  await page.locator(`section.game-screen[data-moves="${moves + 1}"]`).waitFor();
  const { report } = await engineState(page);
  assert.equal(report.players.find((p) => p.name === who).cash, before - cash);
  assert.equal((await new GamePage(page).player(who)).cash, before - cash);
  const log = await page.locator('.log-lines li').allTextContents();
  assert.ok(log.some((l) => l.startsWith(`${who} becomes director of `) && l.includes(` at par ${data.par} (pays ${cash} cash`)), log.slice(0, 3).join(' / '));
  assert.deepEqual(page.problems, []);
});

test('a Company Round dividend: pay all, withhold, or a part by slider and steps, each with its share and price move', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  // The first dividend decision with a part to choose (positions are fixed by their seed).
  let found = false;
  for (let seed = 2; seed <= 8 && !found; seed++) {
    await new MapPage(page).load(env.baseUrl, position('--players', '4', '--seed', String(seed), '--until', 'pay_dividend'), `dividend-${seed}`);
    await page.locator('.dividends .pay-all').waitFor();
    found = (await page.locator('.dividend-part').count()) > 0;
  }
  assert.ok(found, 'a company with a revenue to share');
  await page.locator('.dividends').scrollIntoViewIfNeeded();
  await screenshot(page, 'dividend-768x1024');
  const payAll = page.locator('.dividends .pay-all');
  const withhold = page.locator('.dividends .withhold');
  const all = JSON.parse(await payAll.getAttribute('data-action')).amount;
  assert.ok(all >= 20);
  assert.equal(JSON.parse(await withhold.getAttribute('data-action')).amount, 0);
  assert.match(await payAll.textContent(), new RegExp(`^Pay all ${all.toLocaleString('en')} · \\d+/share · price → \\d+$`));
  // The part starts at everything; one step down is 10 less, with its own preview.
  const part = page.locator('.dividend-part .pay-part');
  assert.equal(await part.textContent(), (await payAll.textContent()).replace('Pay all ', 'Pay '));
  await page.locator('.dividend-part .step-down').tap();
  await page.locator('.dividend-part .pay-part', { hasText: `Pay ${(all - 10).toLocaleString('en')} ·` }).waitFor();
  // The slider to its lowest but one step: 10 paid out.
  const slider = page.locator('.dividend-slider');
  await slider.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.locator('.dividend-part .pay-part', { hasText: /^Pay 10 ·/ }).waitFor();
  assert.match(await page.locator('.dividend-preview').textContent(), new RegExp(`^Treasury keeps ${(all - 10).toLocaleString('en')}$`));
  const moves = Number(await page.locator('section.game-screen').getAttribute('data-moves'));
  await part.tap();
  await page.locator(`section.game-screen[data-moves="${moves + 1}"]`).waitFor();
  const { save } = await engineState(page);
  const last = save.actions[save.actions.length - 1];
  assert.deepEqual([last.type, last.amount], ['pay_dividend', 10]);
  assert.deepEqual(page.problems, []);
});

test('the lay bar shows the line\'s income with the tile tried, and + zooms at the hex being played', async () => {
  // A 5-player game in LR1b: line 11 has a tram with a route and may lay tiles.
  const save = position('--players', '5', '--seed', '20', '--until', 'route,lay_tile');
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const map = await new MapPage(page).load(env.baseUrl, save);
  const hex = (await map.targets('normal'))[0];
  await map.tapHex(hex);
  const income = page.locator('.lay-bar .choice-income');
  await income.waitFor();
  await screenshot(page, 'lay-income-1024x768');
  const now = Number(await income.getAttribute('data-now'));
  const after = Number(await income.getAttribute('data-after'));
  // Now: the income of the best route the run box shows.
  assert.equal(now, amount(await page.locator('.run-box .route-income').textContent()));
  assert.match(await income.textContent(), /^Line \d+'s income: [\d,−-]+ → [\d,−-]+( \([+-]\d+\))?$/);
  // + keeps the hex being played where it was on the screen.
  const centre = async () => {
    const b = await map.hex(hex).locator('polygon').first().boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  const [x0, y0] = await centre();
  const before = await map.svg().getAttribute('data-view');
  await page.locator('.map-zoom .zoom-in').click();
  await page.waitForFunction((vb) => document.querySelector('svg.game-map').dataset.view !== vb, before);
  const [x1, y1] = await centre();
  assert.ok(Math.hypot(x1 - x0, y1 - y0) < 3, `the hex stayed: (${x0}, ${y0}) → (${x1}, ${y1})`);
  // Confirmed: the line's best route earns what the bar said.
  await page.locator('.lay-bar button.confirm-choice').click();
  await page.locator('.lay-bar').waitFor({ state: 'hidden' });
  await page.waitForFunction((after) => {
    const text = document.querySelector('.run-box .route-income')?.textContent ?? '';
    return Number(text.replace(/[^\d−-]/g, '').replace('−', '-')) === after;
  }, after);
  // Undo beside the line's panel (no Ctrl+Z on a tablet) takes the lay back.
  const moves = Number(await page.locator('section.game-screen').getAttribute('data-moves'));
  await page.locator('.line-panel button.undo-here').click();
  await page.locator(`section.game-screen[data-moves="${moves - 1}"]`).waitFor();
  assert.ok((await map.targets('normal')).includes(hex), 'the hex can be laid again');
  assert.deepEqual(page.problems, []);
});

test('no table clips or needs sideways scrolling at 1024×768 and 768×1024 (SR1, a dividend, the densest Line Round)', async () => {
  const positions = {
    sr1: position('--players', '4', '--seed', '3', '--round', 'SR1'),
    dividend: position('--players', '4', '--seed', '2', '--until', 'pay_dividend'),
    lr5c: position('--players', '6', '--seed', '18', '--round', 'LR5c', '--until', 'lay_tile'),
  };
  for (const [width, height] of [[1024, 768], [768, 1024]]) {
    for (const [name, save] of Object.entries(positions)) {
      const page = await newPage(env.browser, { viewport: { width, height } });
      await new MapPage(page).load(env.baseUrl, save, `clip-${name}`);
      await page.locator('.players-sheet').waitFor();
      const found = await page.evaluate(() => {
        const problems = [];
        const doc = document.documentElement;
        if (doc.scrollWidth > doc.clientWidth) problems.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
        const tables = [...document.querySelectorAll('main table, section table')];
        for (const t of tables) {
          const r = t.getBoundingClientRect();
          for (let a = t.parentElement; a && a !== document.body; a = a.parentElement) {
            const ar = a.getBoundingClientRect();
            if (r.right > ar.right + 1) problems.push(`${t.className} ends at ${r.right}, past ${a.className || a.tagName} at ${ar.right}`);
            if (a.scrollWidth > a.clientWidth + 1 && getComputedStyle(a).overflowX !== 'visible') problems.push(`${t.className} scrolls inside ${a.className || a.tagName}`);
          }
          for (const cell of t.querySelectorAll('th, td')) {
            if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${t.className}: "${cell.textContent.trim().slice(0, 30)}" is cut`);
          }
        }
        return { tables: tables.map((t) => t.className), problems };
      });
      assert.ok(found.tables.length >= 2, `${name}: the sheets are drawn`);
      assert.deepEqual(found.problems, [], `${name} at ${width}×${height}`);
      if (name !== 'lr5c') await screenshot(page, `sheets-${name}-${width}x${height}`);
      await page.context().close();
    }
  }
});

test('the acting line\'s heading stays in sight when the side panel beside the map scrolls (1024×768)', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await new MapPage(page).load(env.baseUrl, lineRound);
  await page.locator('.line-panel .private-offers').waitFor();
  const seen = await page.evaluate(() => {
    const side = document.querySelector('.map-side');
    // The last private offer brought into the panel's view, as a finger scrolling to it would.
    document.querySelector('.line-panel .private-offers > li:last-child').scrollIntoView({ block: 'end' });
    const s = side.getBoundingClientRect();
    const h = document.querySelector('.line-panel .line-heading').getBoundingClientRect();
    return { scrolled: side.scrollTop, top: h.top - s.top, bottom: s.bottom - h.bottom };
  });
  assert.ok(seen.scrolled > 0, 'the side panel scrolled to the last offer');
  assert.ok(seen.top >= -1 && seen.bottom >= 0, `the heading is inside the panel's view: ${JSON.stringify(seen)}`);
  assert.deepEqual(page.problems, []);
});

test('the tile supply fills its panel in as many columns as fit, and again when the tablet turns', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await new MapPage(page).load(env.baseUrl, lineRound);
  // Every tile layout is drawn, its art's columns as wide as the panel.
  const layout = () => page.evaluate(() => {
    const sheet = document.querySelector('.supply-sheet');
    const xs = new Set([...sheet.querySelectorAll('.supply-tile')].map((t) => t.dataset.x));
    return { tiles: sheet.querySelectorAll('.supply-tile').length, columns: xs.size, width: sheet.getBoundingClientRect().width, panel: sheet.parentElement.clientWidth };
  });
  await page.locator('.supply-sheet .supply-tile').first().waitFor();
  const beside = await layout();
  assert.ok(beside.tiles > 50, `every layout: ${JSON.stringify(beside)}`);
  assert.ok(Math.abs(beside.width - beside.panel) < 1, `the art fills the panel: ${JSON.stringify(beside)}`);
  // Turned to portrait, the supply goes under the map, wider: more columns, still every tile.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForFunction((n) => new Set([...document.querySelectorAll('.supply-sheet .supply-tile')].map((t) => t.dataset.x)).size > n, beside.columns);
  const under = await layout();
  assert.equal(under.tiles, beside.tiles);
  assert.ok(under.columns > beside.columns && Math.abs(under.width - under.panel) < 1, `${JSON.stringify(beside)} → ${JSON.stringify(under)}`);
  assert.deepEqual(page.problems, []);
});

test('the Stadtbahn runs drawn on the map when asked for, each with its multiplier and payout (768×1024)', async () => {
  const save = position('--players', '4', '--seed', '3', '--round', 'LR3a', '--until', 'lay_tile');
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  const map = await new MapPage(page).load(env.baseUrl, save);
  const toggle = page.locator('.map-toggles button.show-stadtbahn');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  // A choice being made has the map's corner to itself; the bar hidden again (kept between
  // choices, issue 22), the toggle is back.
  await map.tapHex((await map.targets('normal'))[0]);
  await page.locator('.lay-bar:not(.closed)').waitFor();
  await toggle.waitFor({ state: 'hidden' });
  await page.keyboard.press('Escape');
  await page.locator('.lay-bar.closed').waitFor({ state: 'attached' });
  await toggle.waitFor({ state: 'visible' });
  assert.equal(await page.locator('svg.game-map .stadtbahn-run').count(), 0, 'not drawn until asked for');
  // On the whole board (the line's turn opened zoomed in at the line).
  await map.fit();
  await toggle.click();
  const legend = page.locator('.stadtbahn-legend li');
  await legend.first().waitFor();
  const sums = await legend.evaluateAll((lis) => lis.map((li) => ({ company: li.dataset.company, text: li.textContent })));
  assert.ok(sums.length >= 2, JSON.stringify(sums));
  let running = 0;
  for (const { company, text } of sums) {
    // "W 40 × 2 = 80 (8 per share)": CR4 pays the runs of LR3 twice (R51).
    const m = text.match(/^\S+ (\d+) × (\d+) = (\d+) \((\d+) per share\)$/);
    assert.ok(m, text);
    const [base, multiplier, total, share] = m.slice(1).map(Number);
    assert.deepEqual([multiplier, total, share], [2, base * 2, Math.floor(base * 2 / 10)], text);
    const run = page.locator(`svg.game-map .stadtbahn-run[data-company="${company}"]`);
    const values = (await run.locator('.route-stop text').allTextContents()).map(Number);
    assert.equal(values.length < 2 ? 0 : values.reduce((a, b) => a + b, 0), base, `${company}: the stops drawn add up to ${base}`);
    if (base > 0) running += 1;
  }
  assert.ok(running >= 1, 'some Stadtbahn earns by LR3');
  await screenshot(page, 'stadtbahn-runs-768x1024');
  await page.locator('.map-zoom .zoom-in').click();
  await page.locator('svg.game-map.zoom-mid').waitFor();
  await screenshot(page, 'stadtbahn-runs-zoomed-768x1024');
  await toggle.click();
  await page.locator('svg.game-map .stadtbahn-run').first().waitFor({ state: 'detached' });
  assert.equal(await legend.count(), 0);
  assert.deepEqual(page.problems, []);
});

test('the share price chart reads at 11 px or more on a portrait tablet, a landscape one and a phone, each token its name whole, the stack top first, and the company order said', async () => {
  // CR1 of a 6-player game: five or six companies at one or two prices.
  const save = position('--players', '6', '--seed', '1', '--round', 'CR1');
  for (const [width, height] of [[768, 1024], [1024, 768], [390, 844]]) {
    const page = await newPage(env.browser, { viewport: { width, height }, hasTouch: true, isMobile: width < 500 });
    await new MapPage(page).load(env.baseUrl, save);
    const panel = page.locator('.chart-panel');
    await panel.locator('.company-order li').first().waitFor();
    await panel.scrollIntoViewIfNeeded();
    const found = await page.evaluate(() => {
      // A text's size on the screen: its font size times the drawing's scale there (issue 50).
      const px = (t) => parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b);
      const cells = [...document.querySelectorAll('.share-chart .chart-g')].map((g) => ({
        price: Number(g.dataset.price),
        pricePx: px(g.querySelector('.chart-price')),
        tokens: [...g.querySelectorAll('.chart-token')].map((t) => {
          const r = t.querySelector('rect').getBBox();
          const text = t.querySelector('text').getBBox();
          return { name: t.dataset.company, depth: Number(t.dataset.depth), y: r.y, px: px(t.querySelector('text')), fits: text.width <= r.width && text.height <= r.height + 1 };
        }),
      }));
      const order = [...document.querySelectorAll('.company-order li')].map((li) => ({
        name: li.dataset.company, price: Number(li.querySelector('.order-price').textContent),
      }));
      const scroll = document.querySelector('.chart-scroll');
      return { page: document.scrollingElement.scrollWidth - innerWidth, inside: getComputedStyle(scroll).overflowX, cells, order };
    });
    const at = `${width}×${height}`;
    // The page never scrolls sideways: a chart wider than the screen scrolls inside its box.
    assert.ok(found.page <= 0, `${at}: the page scrolls sideways by ${found.page} px`);
    assert.equal(found.inside, 'auto', at);
    const crowded = found.cells.reduce((a, c) => (c.tokens.length > a.tokens.length ? c : a));
    assert.ok(crowded.tokens.length >= 5, `a cell with five tokens or more: ${JSON.stringify(crowded)}`);
    const smallest = { token: Math.min(...found.cells.flatMap((c) => c.tokens.map((t) => t.px))), price: Math.min(...found.cells.map((c) => c.pricePx)) };
    console.log(`  share price chart at ${at}: smallest token name ${smallest.token.toFixed(1)} px, smallest price ${smallest.price.toFixed(1)} px`);
    assert.ok(smallest.token >= 11 && smallest.price >= 11, `${at}: every token name and price at 11 px or more: ${JSON.stringify(smallest)}`);
    for (const cell of found.cells) {
      for (const [i, t] of cell.tokens.entries()) {
        assert.ok(t.fits, `${t.name}'s name fits its token`);
        assert.equal(t.depth, i);
        if (i > 0) assert.ok(t.y > cell.tokens[i - 1].y, 'the top of the stack is drawn first, at the top');
      }
    }
    // The list: highest price first; at one price, the token higher in its cell first (A14).
    const where = Object.fromEntries(found.cells.flatMap((c, ci) => c.tokens.map((t) => [t.name, { ci, depth: t.depth, price: c.price }])));
    assert.ok(found.order.length >= 5);
    for (const [i, e] of found.order.entries()) {
      assert.equal(e.price, where[e.name].price, e.name);
      if (i === 0) continue;
      const before = found.order[i - 1];
      assert.ok(before.price >= e.price, 'highest price first');
      if (before.price === e.price && where[before.name].ci === where[e.name].ci) {
        assert.ok(where[before.name].depth < where[e.name].depth, `${before.name} is above ${e.name} in their cell`);
      }
    }
    await panel.screenshot({ path: `${SHOTS}/chart-stack-${width}x${height}.png` });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('the smallest on-screen font of the map\'s values, place names and markers at fit on 768×1024, and the zoom that makes them legible (figures printed)', async () => {
  const save = position('--players', '6', '--seed', '18', '--round', 'LR5c', '--until', 'lay_tile');
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 } });
  // At fit: the line's turn opens zoomed in (map_turn.test.mjs), and the fit button shows all.
  const map = await new MapPage(page).load(env.baseUrl, save);
  await map.fit();
  // Each drawn text's font size times the map's scale on the screen, smallest per kind: the
  // SVG's texts (markers, routes) measured, and the board's (values, names, coordinates) as the
  // canvas they are painted on tells them.
  const measure = () => page.evaluate(() => {
    const by = {};
    for (const t of document.querySelectorAll('svg.game-map text')) {
      const style = getComputedStyle(t);
      const m = t.getScreenCTM();
      if (!m || style.display === 'none' || style.visibility === 'hidden' || !t.getClientRects().length) continue;
      const kind = t.getAttribute('class') || t.parentElement.getAttribute('class') || 'text';
      by[kind] = Math.min(by[kind] ?? Infinity, parseFloat(style.fontSize) * Math.hypot(m.a, m.b));
    }
    for (const part of (document.querySelector('canvas.board-canvas')?.dataset.textPx ?? '').split(', ')) {
      const [kind, px] = part.split(' ');
      if (kind && px) by[kind] = Math.min(by[kind] ?? Infinity, Number(px));
    }
    return by;
  });
  const said = (by) => Object.entries(by).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
  const smallest = await measure();
  console.log(`  smallest map fonts at fit on 768×1024 (px on screen; goal ≥ 11 for values and markers): ${said(smallest)}`);
  assert.ok(smallest['rev-text'] > 0, `revenue values are drawn: ${JSON.stringify(smallest)}`);
  // How many taps on + until the values read at 11 px (each tap zooms 1.4×), and what shows then.
  let taps = 0;
  let now = smallest;
  while (now['rev-text'] < 11 && taps < 6) {
    const before = now['rev-text'];
    await page.locator('.map-zoom .zoom-in').click();
    taps += 1;
    await page.waitForFunction((b) => {
      const painted = /rev-text ([\d.]+)/.exec(document.querySelector('canvas.board-canvas')?.dataset.textPx ?? '');
      return painted && Number(painted[1]) > b * 1.2;
    }, before);
    now = await measure();
  }
  console.log(`  after ${taps} taps on + (×${(1.4 ** taps).toFixed(2)}): ${said(now)}`);
  assert.ok(now['rev-text'] >= 11, 'the values read at 11 px once zoomed in');
  assert.ok(now['hex-label'] > 0 && now['place-name'] > 0, `coordinates and place names show once zoomed in: ${said(now)}`);
  assert.deepEqual(page.problems, []);
});

test('tile 235 (two cities, one on track) keeps its circles and values apart in all six rotations', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await new GalleryPage(page).open(env.baseUrl);
  const row = page.locator('.gallery-row[data-tile="235"]');
  await row.screenshot({ path: `${SHOTS}/tile-235-rotations.png` });
  const tiles = await row.locator('.gallery-tile').evaluateAll((svgs) => svgs.map((svg) => ({
    rotation: svg.dataset.rotation,
    circles: [...svg.querySelectorAll('circle.interchange')].map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy')), Number(c.getAttribute('r'))]),
  })));
  assert.equal(tiles.length, 6);
  for (const { rotation, circles } of tiles) {
    assert.equal(circles.length, 2, `rotation ${rotation}`);
    const [[x1, y1, r1], [x2, y2, r2]] = circles;
    assert.ok(Math.hypot(x1 - x2, y1 - y2) > r1 + r2, `rotation ${rotation}: the circles overlap`);
  }
  assert.deepEqual(page.problems, []);
});

/** Whether `selector` is wholly on the screen between the sticky banner and the dock, and
 *  nothing covers its middle (issue 50). */
function inReach(page, selector) {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (!el) return { selector, missing: true };
    const r = el.getBoundingClientRect();
    const top = Math.max(0, document.querySelector('.turn-banner')?.getBoundingClientRect().bottom ?? 0);
    const dock = document.querySelector('.game-dock');
    // Inside the dock, the screen's bottom; elsewhere, the dock's top.
    const bottom = dock && !dock.contains(el) ? dock.getBoundingClientRect().top : innerHeight;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 20));
    const seen = (dock?.contains(el) || r.top >= top - 1) && r.bottom <= bottom + 1 && r.left >= 0 && r.right <= innerWidth;
    return { selector, ok: seen && (el === hit || el.contains(hit)), top: Math.round(r.top), bottom: Math.round(r.bottom), screen: [Math.round(top), Math.round(bottom)] };
  }, selector);
}

test('what a turn needs is in reach of the map: the hint and its reason, Undo, the game menu and the choice\'s confirm in view with it, in a Line Round and a Share Round (768×1024, 1024×768)', async () => {
  const saves = {
    'a Line Round': position('--players', '4', '--seed', '3', '--round', 'LR3a', '--until', 'lay_tile'),
    'a Share Round': position('--players', '4', '--seed', '3', '--round', 'SR2'),
  };
  for (const [width, height] of [[768, 1024], [1024, 768]]) {
    for (const [name, save] of Object.entries(saves)) {
      const page = await newPage(env.browser, { viewport: { width, height }, hasTouch: true });
      const map = await new MapPage(page).load(env.baseUrl, save);
      await caughtUp(page);
      const at = `${name} at ${width}×${height}`;
      const line = name === 'a Line Round';
      // The decision in view as the game opens: the whole map, or the round's panels.
      const decision = line ? '.map-frame' : '.round-panels';
      await page.waitForFunction(({ sel, whole }) => {
        const r = document.querySelector(sel).getBoundingClientRect();
        const top = Math.max(0, document.querySelector('.turn-banner').getBoundingClientRect().bottom);
        const bottom = document.querySelector('.game-dock')?.getBoundingClientRect().top ?? innerHeight;
        return r.top >= top - 1 && (whole ? r.bottom : r.top + 44) <= bottom + 1;
      }, { sel: decision, whole: line }, { timeout: 5000 });
      await page.locator('button.ask-hint').click();
      await page.locator('.hint-panel .hint-reason').waitFor();
      const wanted = ['.hint-panel .hint-reason', 'button.ask-hint', 'button.undo', '.game-menu > summary'];
      if (line) {
        await map.tapHex((await map.targets('normal'))[0]);
        await page.locator('.lay-bar:not(.closed) button.confirm-choice').waitFor();
        wanted.push('.lay-bar button.confirm-choice');
      }
      const found = [];
      for (const selector of [...wanted, decision]) found.push(await inReach(page, selector));
      await screenshot(page, `in-reach-${line ? 'lr' : 'sr'}-${width}x${height}`);
      // The map whole; the round's panels from their top.
      const problems = found.filter((f) => (f.selector === '.round-panels' ? !(f.top >= f.screen[0] - 1 && f.top < f.screen[1] - 44) : !f.ok));
      assert.deepEqual(problems, [], `${at}: out of reach: ${JSON.stringify(problems)}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  }
});

test('turning the tablet brings the map back into view in a Line Round (768×1024 → 1024×768 → 768×1024)', async () => {
  const save = position('--players', '4', '--seed', '3', '--round', 'LR3a', '--until', 'lay_tile');
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new MapPage(page).load(env.baseUrl, save);
  await caughtUp(page);
  const mapInView = () => page.waitForFunction(() => {
    const r = document.querySelector('.map-frame').getBoundingClientRect();
    const top = Math.max(0, document.querySelector('.turn-banner').getBoundingClientRect().bottom);
    const bottom = document.querySelector('.game-dock')?.getBoundingClientRect().top ?? innerHeight;
    return r.top >= top - 1 && r.bottom <= bottom + 1;
  }, null, { timeout: 5000 });
  for (const [width, height] of [[1024, 768], [768, 1024]]) {
    // Scrolled down to the sheets, then turned.
    await page.locator('.companies-sheet').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.map-frame').getBoundingClientRect().bottom < 0);
    await page.setViewportSize({ width, height });
    await mapInView();
  }
  assert.deepEqual(page.problems, []);
});

test('no empty gap under the map: the log and the sheets stand at their own height before they are scrolled to, and keep it (768×1024, a Line Round)', async () => {
  const save = position('--players', '4', '--seed', '3', '--round', 'LR3a', '--until', 'lay_tile');
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new MapPage(page).load(env.baseUrl, save);
  await caughtUp(page);
  const heights = () => page.evaluate(() => Object.fromEntries(['.game-log', '.sheets', '.chart-panel'].map((s) => [s, Math.round(document.querySelector(s).getBoundingClientRect().height)])));
  const far = await heights();
  // Scrolled to, one frame drawn after another: what the screen shows there now.
  await page.locator('.chart-panel').scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  const near = await heights();
  assert.deepEqual(far, near, 'a part stood at a placeholder\'s height (drawn empty) until scrolled near');
  assert.deepEqual(page.problems, []);
});
