// At the table (issue 23): what a group of players reads and taps on a tablet. Positions are
// made by the engine (`vienna-tramways position`) and loaded as saved games; the engine's own
// replay of the stored log (the command-line tool) is the reference.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, test } from 'node:test';

import { GamePage, MapPage } from './pages.mjs';
import { CLI, amount, engineState, newPage, openBrowser, screenshot } from './support.mjs';

/** The save of random game `seed` at the first decision asked for. */
function position(...args) {
  return JSON.parse(execFileSync(CLI, ['position', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 }));
}

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
