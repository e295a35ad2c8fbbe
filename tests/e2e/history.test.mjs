// The history browser (issue 21): a finished game, stepped back to its first Share Round and
// on, shows the position the command-line tool replays from the log cut there (round, cash,
// the share price chart); nothing can be played while looking back; back to now. Each step's
// main-thread work, from the click to the frame that shows it, is printed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { GamePage, MapPage } from './pages.mjs';
import { CLI, SHOTS, amount, caughtUp, newPage, openBrowser, screenshot, timeClick, timeStats } from './support.mjs';

let env;
let finished; // a finished 6-player game of steady bots: a dense board and a long log
before(async () => {
  env = await openBrowser();
  const dir = await mkdtemp(join(tmpdir(), 'tramways-history-'));
  const seats = Array(6).fill('steady').join(',');
  execFileSync(CLI, ['tournament', '--players', '6', '--seats', seats, '--games', '1', '--seed', '5', '--save-dir', dir], { encoding: 'utf8' });
  const [file] = await readdir(dir);
  finished = JSON.parse(await readFile(join(dir, file), 'utf8'));
});
after(async () => {
  await env?.close();
});

const screen = (page) => page.locator('section.game-screen');

/**
 * The position shown (actions), once the screen has settled on one that is not `not`, and the
 * history bar and the panels below the map have caught up with it (just after its frame).
 */
async function shownAfter(page, not) {
  await page.waitForFunction(
    (not) => {
      const s = document.querySelector('section.game-screen');
      return s && s.dataset.shown !== String(not);
    },
    not,
  );
  await caughtUp(page);
  return Number(await screen(page).getAttribute('data-shown'));
}

/** Presses a history control and waits for the position it leads to. */
async function step(page, symbol) {
  const before = Number(await screen(page).getAttribute('data-shown'));
  await page.locator(`.history-step[data-step="${symbol}"]`).click();
  return shownAfter(page, before);
}

/** What the command-line tool replays from the log cut after `at` actions. */
async function replayCut(at) {
  const dir = await mkdtemp(join(tmpdir(), 'tramways-cut-'));
  const file = join(dir, 'cut.json');
  await writeFile(file, JSON.stringify({ ...finished, actions: finished.actions.slice(0, at) }));
  return JSON.parse(execFileSync(CLI, ['replay', file], { encoding: 'utf8' }));
}

/** The page's round code, every player's cash and the tram companies' tokens on the chart. */
async function onScreen(page) {
  const round = await page.locator('.turn-banner').getAttribute('data-round');
  const game = new GamePage(page);
  const cash = {};
  for (const name of finished.setup.players) cash[name] = (await game.player(name)).cash;
  const tokens = await page.locator('.share-chart .chart-token').evaluateAll((els) =>
    els.map((el) => [el.dataset.company, Number(el.closest('.chart-g').dataset.price)]));
  return { round, cash, tokens: Object.fromEntries(tokens) };
}

/** Checks the screen against the engine's replay of the log cut where the screen is. */
async function checkAgainstReplay(page, at) {
  const report = await replayCut(at);
  const shown = await onScreen(page);
  assert.equal(shown.round, report.round, `round at ${at}`);
  for (const p of report.players) assert.equal(shown.cash[p.name], p.cash, `${p.name}'s cash at ${at}`);
  // The tram companies, which the chart names as the tool does (the tool names the Stadtbahn
  // companies by a letter).
  const trams = Object.fromEntries(report.companies.filter((c) => c.id.length > 1).map((c) => [c.id, c.price]));
  const chartTrams = Object.fromEntries(Object.entries(shown.tokens).filter(([id]) => id in trams));
  assert.deepEqual(chartTrams, trams, `tokens at ${at}`);
  assert.equal(await page.locator('.viewing-past').getAttribute('data-at'), String(at));
  return { report, shown };
}

test('stepping back to the first Share Round of a finished game shows what the engine replays there; nothing plays; back to now (per-step frame time printed)', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await new MapPage(page).load(env.baseUrl, finished, 'e2e-history');
  await page.locator('.end-screen').waitFor();
  const now = Number(await screen(page).getAttribute('data-moves'));
  assert.equal(now, finished.actions.length);
  assert.equal(await screen(page).getAttribute('data-viewing'), 'false');

  // To the start, then round by round to the first Share Round.
  let at = await step(page, '|<');
  assert.equal(at, 0);
  assert.equal(await page.locator('.turn-banner').getAttribute('data-round'), 'Pre');
  while (await page.locator('.turn-banner').getAttribute('data-round') !== 'SR1') {
    at = await step(page, '>>');
    assert.ok(at < now, 'SR1 comes before the end');
  }
  const sr1 = await checkAgainstReplay(page, at);
  assert.equal(await page.locator('.viewing-past').textContent(), `Viewing action ${at} of ${now.toLocaleString('en')} — Back to now`);
  await screenshot(page, 'history-sr1-1440x900');

  // Read-only: the round's panels are inert, undo and the end-game button disabled, and the
  // game now is untouched (the store refuses any move while looking back).
  assert.equal(await page.locator('.round-panels').getAttribute('inert'), '');
  assert.ok(await page.locator('button.undo').isDisabled());
  assert.ok(await page.locator('button.end-game').isDisabled());
  assert.equal(await page.locator('.moves-panel button.move').count(), 0);
  assert.equal(await screen(page).getAttribute('data-moves'), String(now));

  // One action on, then the next rounds until companies have tokens on the chart.
  at = await step(page, '>');
  await checkAgainstReplay(page, at);
  let checked;
  do {
    at = await step(page, '>>');
    checked = await checkAgainstReplay(page, at);
  } while (Object.keys(checked.shown.tokens).length === 0);
  assert.ok(Object.keys(checked.shown.tokens).length > 0);
  assert.notDeepEqual(checked.shown.cash, sr1.shown.cash, 'the cash moved since SR1');

  // A log line jumps to the game right after its action (the log shows the position's own
  // lines: an older one than the last action's).
  const line = page.locator('.log-lines li').last();
  const action = Number(await line.getAttribute('data-action'));
  assert.ok(action + 1 < at, `line of action ${action}, shown ${at}`);
  await line.locator('button.log-jump').click();
  assert.equal(await shownAfter(page, at), action + 1);
  at = action + 1;

  // The keys on the slider: Home, Page Down (the next round's start), ←, End (now).
  const slider = page.locator('input.history-slider');
  await slider.focus();
  await page.keyboard.press('Home');
  assert.equal(await shownAfter(page, at), 0);
  await page.keyboard.press('PageDown');
  at = await shownAfter(page, 0);
  assert.equal(await page.locator('.turn-banner').getAttribute('data-round'), 'SR1');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shownAfter(page, at), at - 1);
  await page.keyboard.press('End');
  await page.waitForSelector('section.game-screen[data-viewing="false"]');
  await page.locator('.end-screen').waitFor();
  await page.locator('.viewing-past').waitFor({ state: 'detached' });

  // Back to now by the bar's button too.
  at = await step(page, '<<');
  await page.locator('.viewing-past button.back-to-now').click();
  await page.waitForSelector('section.game-screen[data-viewing="false"]');
  assert.equal(Number(await screen(page).getAttribute('data-shown')), now);

  // Timing: steps back one action, one round, and the jumps to the start and back to now.
  // Each step's frame, and that frame with the panels below the map caught up after it (the
  // sheets, the log, the charts: `Table::later`).
  const times = { '<': [], '<<': [], '|< and >|': [] };
  const timed = async (what, step) => times[what].push(await timeClick(page, `.history-step[data-step="${step}"]`));
  for (let i = 0; i < 30; i++) await timed('<', '<');
  for (let i = 0; i < 10; i++) await timed('<<', '<<');
  for (let i = 0; i < 3; i++) {
    await timed('|< and >|', '|<');
    await timed('|< and >|', '>|');
  }
  const frame = (list) => list.map((t) => t.total);
  const whole = (list) => list.map((t) => t.total + t.after);
  console.log(`history browser, main-thread work per step on a finished 6-player game of ${now} actions (one frame: 16.7 ms):`);
  for (const [what, list] of Object.entries(times)) console.log(`  ${what.padEnd(10)} ${timeStats(frame(list))} steps; with the panels below caught up ${timeStats(whole(list))}`);
  const all = Object.values(times).flat();
  console.log(`  all steps: ${timeStats(frame(all))} steps; with the panels below caught up ${timeStats(whole(all))}`);
  await page.waitForSelector('section.game-screen[data-viewing="false"]');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/** The smallest text of the charts on screen, in CSS pixels (font size × the SVG's scale). */
function smallestChartText(page) {
  return page.evaluate(() => {
    let least = Infinity;
    for (const svg of document.querySelectorAll('.plot-svg')) {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      for (const text of svg.querySelectorAll('text')) least = Math.min(least, parseFloat(getComputedStyle(text).fontSize) * scale);
    }
    return least;
  });
}

test('the end screen breaks each value down as the engine scores it, and the charts say the same numbers as tables and on tapping (screenshots at 768×1024 and 1440×900)', async () => {
  const final = await replayCut(finished.actions.length);
  assert.equal(final.finished, true);
  const byName = Object.fromEntries(final.players.map((p) => [p.name, p]));
  for (const [w, h] of [[768, 1024], [1440, 900]]) {
    const page = await newPage(env.browser, { viewport: { width: w, height: h } });
    await new MapPage(page).load(env.baseUrl, finished, `e2e-story-${w}`);
    const end = page.locator('.end-screen');
    await end.waitFor();

    // The ranking: each player's cash, shares, privates and value as the engine scores them.
    const rows = await end.locator('.standings-table tbody tr').evaluateAll((trs) => trs.map((tr) => ({
      name: tr.dataset.player,
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent),
      shares: tr.querySelector('.shares-total').textContent,
    })));
    assert.equal(rows.length, final.players.length);
    const ranked = [...final.players].sort((a, b) => b.value - a.value);
    assert.deepEqual(rows.map((r) => r.name), ranked.map((p) => p.name));
    for (const r of rows) {
      const p = byName[r.name];
      assert.equal(amount(r.cells[1]), p.cash, `${r.name}'s cash`);
      assert.equal(amount(r.shares), p.shares_value, `${r.name}'s shares`);
      assert.equal(amount(r.cells[3]), p.privates_value, `${r.name}'s privates`);
      assert.equal(amount(r.cells.at(-1)), p.value, `${r.name}'s value`);
    }
    assert.equal(await end.locator('.winner-line b').textContent(), ranked[0].name);
    await end.screenshot({ path: join(SHOTS, `end-screen-${w}x${h}.png`) });

    // The value chart's table: the last round's column is each player's final value.
    await end.locator('.values-chart .table-toggle').click();
    const table = await end.locator('.values-chart table tbody tr').evaluateAll((trs) => trs.map((tr) =>
      [tr.querySelector('th').textContent, tr.querySelector('td:last-child').textContent]));
    for (const [name, last] of table) assert.equal(amount(last), byName[name].value, `${name} in the table`);
    await end.locator('.values-chart .table-toggle').click();
    await end.locator('.values-chart svg.plot-svg').waitFor();

    // The charts of the game: open, every chart named for assistive technology.
    await page.locator('details.story > summary').click();
    const story = page.locator('details.story');
    await story.locator('.prices-chart svg.plot-svg').waitFor();
    for (const name of await story.locator('svg.plot-svg').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('aria-label')))) {
      assert.ok(name.length > 5, `accessible name "${name}"`);
    }
    // Tapping a company's last point says its final price.
    const wt = final.companies.find((c) => c.id === 'WT');
    const line = story.locator('.prices-chart .plot-line[data-series="WT"]');
    await line.locator('.plot-hit').last().dispatchEvent('click');
    await story.locator('.prices-chart .plot-readout', { hasText: 'WT' }).waitFor();
    const readout = await story.locator('.prices-chart .plot-readout').textContent();
    assert.equal(amount(readout.split(': ').at(-1)), wt.price, readout);
    await story.locator('.prices-chart').screenshot({ path: join(SHOTS, `chart-prices-${w}x${h}.png`) });
    for (const chart of ['values-chart', 'lines-chart', 'dividends-chart']) {
      await story.locator(`.${chart}`).screenshot({ path: join(SHOTS, `chart-${chart.replace('-chart', '')}-${w}x${h}.png`) });
    }
    await story.locator('.lines-panel').screenshot({ path: join(SHOTS, `table-lines-${w}x${h}.png`) });
    await story.locator('.dividends-panel').screenshot({ path: join(SHOTS, `table-dividends-${w}x${h}.png`) });

    // The lines' table: each line's total is its Line Rounds' incomes added up.
    const lines = await story.locator('.lines-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td.num')].map((td) => td.textContent)));
    assert.ok(lines.length > 3, `${lines.length} lines`);
    for (const cells of lines) {
      const runs = cells.slice(0, -1).filter((c) => c !== '').map(amount);
      assert.equal(amount(cells.at(-1)), runs.reduce((a, b) => a + b, 0));
    }
    const least = await smallestChartText(page);
    console.log(`charts at ${w}×${h}: smallest text on screen ${least.toFixed(1)} px`);
    assert.ok(least >= 12, `chart text ${least} px`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
