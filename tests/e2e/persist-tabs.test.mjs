// Two tabs on one game (issue 9): a tab never saves over another tab's newer moves. The
// `storage` event tells it at once; and if it missed the event, the save itself refuses.
// The player then loads the other version or keeps this one as a copy: nothing is lost.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage, SavedGamesPage, storedGames } from './pages.mjs';
import { openBrowser, saved, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

/** Two tabs of one browser (one localStorage) on the same game. */
async function twoTabs() {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tabs = [];
  for (let i = 0; i < 2; i += 1) {
    const page = await context.newPage();
    page.problems = [];
    page.on('console', (m) => m.type() === 'error' && page.problems.push(m.text()));
    page.on('pageerror', (e) => page.problems.push(e.message));
    tabs.push(page);
  }
  const [a, b] = tabs;
  const game = await new GamePage(a).start(env.baseUrl, { names: ['Ella', 'Finn'], seed: 31 });
  await game.move('Auction Hofburg');
  // A move is saved after the frame that draws it; tab B must find it stored.
  await saved(a);
  const list = await new SavedGamesPage(b).open(env.baseUrl);
  await list.resume('Ella, Finn');
  return { context, a, b, gameA: game, gameB: new GamePage(b) };
}

test('another tab\'s move stops this tab from saving; it loads the other version', async () => {
  const { context, a, b, gameA, gameB } = await twoTabs();
  await gameA.move('Bid 45');
  const banner = b.locator('.conflict-banner');
  await banner.waitFor();
  assert.match(await banner.textContent(), /changed in another tab.*There it has 2 moves, here 1/);
  await screenshot(b, 'two-tabs-conflict');
  // A move here now is not saved over tab A's.
  await gameB.move('Bid 40');
  let [stored] = await storedGames(b);
  assert.equal(stored.save.actions.at(-1).amount, 45, 'tab A\'s bid stays');
  await banner.getByRole('button', { name: 'Load the other version' }).click();
  assert.equal(await banner.count(), 0);
  assert.deepEqual(await gameB.log(), await gameA.log());
  // B goes on from A's version and saves normally; A sees it in turn.
  await gameB.move('Pass');
  [stored] = await storedGames(b);
  assert.equal(stored.save.actions.length, 3);
  await a.locator('.conflict-banner').waitFor();
  assert.deepEqual([...a.problems, ...b.problems], []);
  await context.close();
});

test('keeping this tab\'s game as a copy loses neither tab\'s moves', async () => {
  const { context, a, b, gameA, gameB } = await twoTabs();
  await gameA.move('Bid 45');
  await b.locator('.conflict-banner').waitFor();
  await gameB.move('Bid 50');
  await b.getByRole('button', { name: 'Keep this one as a copy' }).click();
  assert.equal(await b.locator('.conflict-banner').count(), 0);
  const games = await storedGames(b);
  assert.equal(games.length, 2);
  const amounts = games.map((g) => g.save.actions.at(-1).amount).sort();
  assert.deepEqual(amounts, [45, 50], 'both bids are kept');
  assert.ok(games.some((g) => g.name === 'Ella, Finn (kept copy)'));
  // The copy is this tab's game from now on.
  await gameB.move('Pass');
  const copy = (await storedGames(b)).find((g) => g.name.endsWith('(kept copy)'));
  assert.equal(copy.save.actions.length, 3);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await context.close();
});

test('a save that would overwrite newer moves is refused even without the storage event', async () => {
  const { context, b, gameB } = await twoTabs();
  // Another tab's write that this tab was never told of (a same-tab write fires no event):
  // the stored log gains a move this tab does not have.
  await b.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('tramways.game.'));
    const entry = JSON.parse(localStorage.getItem(key));
    const chooser = entry.save.actions[0].player;
    entry.save.actions.push({ type: 'bid_private', player: chooser, amount: 55 });
    entry.revision += 1;
    localStorage.setItem(key, JSON.stringify(entry));
  });
  await gameB.move('Bid 40');
  await b.locator('.conflict-banner').waitFor();
  const [stored] = await storedGames(b);
  assert.equal(stored.save.actions.at(-1).amount, 55, 'the other move stays');
  assert.deepEqual(b.problems, []);
  await context.close();
});

test('leaving before choosing keeps this tab\'s own moves as a copy', async () => {
  const { context, a, b, gameA, gameB } = await twoTabs();
  await gameA.move('Bid 45');
  await b.locator('.conflict-banner').waitFor();
  await gameB.move('Bid 50');
  await b.locator('button.leave').click();
  const list = new SavedGamesPage(b);
  await list.row('Ella, Finn (kept copy)').waitFor();
  const amounts = (await storedGames(b)).map((g) => g.save.actions.at(-1).amount).sort();
  assert.deepEqual(amounts, [45, 50]);
  // Leaving with nothing of its own (only older moves) makes no copy.
  await list.resume('Ella, Finn');
  await gameA.move('Pass');
  await b.locator('.conflict-banner').waitFor();
  await b.locator('button.leave').click();
  await b.locator('section.start-screen').waitFor();
  assert.equal((await storedGames(b)).length, 2);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await context.close();
});
