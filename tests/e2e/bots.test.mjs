// Bots (issue 20): a person plays with three computer seats by clicks to the end screen, and a
// game of bots only plays itself to the end; the computer's moves are marked in the log and
// the final scores are the engine's (the command-line tool replays the saved log).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage } from './pages.mjs';
import { amount, engineState, newPage, openBrowser, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

/** The computer moves without a pause (remembered by the app like a player's choice). */
async function instantBots(page) {
  await page.goto(env.baseUrl);
  await page.locator('header.title-bar h1').waitFor();
  await page.evaluate(() => localStorage.setItem('tramways.botSpeed', 'instant'));
}

/** Waits until a person must decide (no computer badge in the banner) or the game is over. */
function personOrEnd(page) {
  return page.waitForFunction(
    () => document.querySelector('.end-screen') || (document.querySelector('.turn-who') && !document.querySelector('.turn-who .bot-badge')),
    null,
    { timeout: 120_000 },
  );
}

/** Checks the end screen against the engine's replay of the saved log. */
async function sameScoresAsTheEngine(page) {
  const shown = Object.fromEntries(
    await page.locator('.standings li').evaluateAll((items) => items.map((li) => [li.querySelector('span').textContent, li.querySelector('b').textContent])),
  );
  const { report } = await engineState(page);
  assert.equal(report.finished, true);
  for (const p of report.players) assert.equal(amount(shown[p.name]), p.value, p.name);
}

// The person's plain choices (as full_game.test.mjs): bid face value for a private it
// auctions, pass otherwise, trams only when they must be, every line runs its best route.
const PREFER = [/^Take card/, /^Director of/, /^Auction (?!line)/, /^Pass$/, /^Done with trams$/, /^Run the tram$/, /^Skip the bonus$/, /^Buy the .* tram/];

/**
 * Plays `person`'s moves by clicks (PREFER), waiting for the computer between them, up to
 * `limit` moves or the end screen; returns how many were played.
 */
async function playAsThePerson(page, game, person, limit) {
  let last = '';
  let played = 0;
  for (; played < limit; played++) {
    await personOrEnd(page);
    if ((await page.locator('.end-screen').count()) > 0) break;
    assert.equal(await game.who(), person);
    const labels = await game.moveLabels();
    let label = null;
    if (last.startsWith('Auction ') && !last.startsWith('Auction line')) label = labels.find((l) => l.startsWith('Bid '));
    for (const re of PREFER) label ??= labels.find((l) => re.test(l));
    label ??= labels[0];
    const before = Number(await page.locator('section.game-screen').getAttribute('data-moves'));
    await game.move(label);
    await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
    last = label;
  }
  return played;
}

test('a person plays with three computer seats to the end screen', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, {
    names: ['Anna', 'Bot B', 'Bot C', 'Bot D'],
    seed: 5,
    seats: ['person', 'steady', 'steady', 'steady'],
  });
  const mine = await playAsThePerson(page, game, 'Anna', 1500);
  await page.locator('.end-screen').waitFor();
  await screenshot(page, 'bots-person-end-1024x768');
  assert.ok(mine > 20, `Anna made ${mine} moves`);
  assert.ok((await page.locator('.log-lines li.by-bot').count()) > 0, 'the computer\'s moves are marked');
  await sameScoresAsTheEngine(page);
  // Undo takes back Anna's last move with the computer's moves after it.
  const moves = Number(await page.locator('section.game-screen').getAttribute('data-moves'));
  await page.locator('button.undo').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) < n, moves);
  await personOrEnd(page);
  assert.equal(await game.who(), 'Anna');
  assert.deepEqual(page.problems, []);
});

test('a game of bots only plays itself to the end', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await instantBots(page);
  await new GamePage(page).start(env.baseUrl, {
    names: ['Random', 'Steady 1', 'Steady 2'],
    seed: 9,
    seats: ['random', 'steady', 'steady'],
  });
  await page.locator('.end-screen').waitFor({ timeout: 240_000 });
  await screenshot(page, 'bots-only-end-1440x900');
  const lines = await page.locator('.log-lines li').count();
  assert.equal(await page.locator('.log-lines li.by-bot').count(), lines - (await page.locator('.log-lines li:not(.by-bot)').count()));
  assert.ok((await page.locator('.log-lines li.by-bot').count()) > 50);
  await sameScoresAsTheEngine(page);
  assert.deepEqual(page.problems, []);
});

test('the computer waits while paused and goes on when asked', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Robo', 'Anna'], seed: 3, seats: ['steady', 'person'] });
  const moves = async () => Number(await page.locator('section.game-screen').getAttribute('data-moves'));
  // Anna's turn (the computer may have begun), then the pause.
  await personOrEnd(page);
  await page.locator('button.pause-bots').click();
  await page.locator('button.pause-bots[aria-pressed="true"]').waitFor();
  // Anna plays (a private up for auction, a bid) until the computer must answer: it waits.
  for (let i = 0; i < 6 && (await page.locator('.turn-who .bot-badge').count()) === 0; i++) {
    const labels = await game.moveLabels();
    const label = labels.find((l) => l.startsWith('Auction ')) ?? labels.find((l) => l.startsWith('Bid ')) ?? labels[0];
    const before = await moves();
    await game.move(label);
    await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
  }
  await page.locator('.turn-who .bot-badge').waitFor();
  const paused = await moves();
  // Unpaused, an instant computer would move in its next task; a later task finds no move.
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 100)));
  assert.equal(await moves(), paused);
  await page.locator('button.pause-bots').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, paused);
  assert.deepEqual(page.problems, []);
});

test('the page keeps drawing while a strong bot thinks (the worst frame printed)', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Anna', 'Strong'], seed: 2, seats: ['person', 'strong'] });
  // Every frame's distance from the one before, and every long task, while the game goes on.
  await page.evaluate(() => {
    window.frameGaps = [];
    window.longTasks = [];
    let last = performance.now();
    const frame = (t) => {
      window.frameGaps.push(t - last);
      last = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await playAsThePerson(page, game, 'Anna', 40);
  await personOrEnd(page);
  const bots = await page.locator('.log-lines li.by-bot').count();
  assert.ok(bots > 20, `the strong bot made ${bots} log lines`);
  const { gaps, long } = await page.evaluate(() => ({ gaps: window.frameGaps.slice(1), long: window.longTasks }));
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(`strong bot thinking in slices: ${gaps.length} frames, median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms; ${long.length} long tasks (over 50 ms), the longest ${Math.max(0, ...long).toFixed(0)} ms`);
  assert.ok(gaps.length > 30);
  assert.deepEqual(page.problems, []);
});
