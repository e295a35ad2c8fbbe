// A full storage quota (issue 9): the move is played, the player is told it is not saved and
// why, and the last good save stays; once there is room again, saving goes on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage, storedGames } from './pages.mjs';
import { newPage, openBrowser, saved, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

/** Fills localStorage until it refuses even one more character; the answer is the count of
 *  filler keys. */
function fill(page) {
  return page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler.${n}`, chunk);
          n += 1;
        } catch {
          break;
        }
      }
    }
    return n;
  });
}

test('a full storage: the message, and the last good save stays', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Gus', 'Hana'], seed: 41 });
  await game.move('Auction Hofburg');
  const savedLog = await game.log();
  const fillers = await fill(page);
  assert.ok(fillers > 5, `filled with ${fillers} keys`);
  await game.move('Bid 45');
  await saved(page); // a move is saved after the frame that shows it
  // Said at the top of the game screen, above the map, in every round.
  const error = page.locator('.game-screen > .save-error');
  assert.match(await error.textContent(), /^Not saved: the browser's storage is full\. Export or delete old games to make room; the last save is kept\.$/);
  assert.ok((await game.log()).some((l) => l.includes('bids 45')), 'the move is played');
  let [stored] = await storedGames(page);
  assert.equal(stored.save.actions.length, 1, 'the last good save stays');
  await screenshot(page, 'storage-full');
  // After a reload the game resumes from the last good save (issue 49: by itself).
  await page.reload();
  await page.locator('section.game-screen').waitFor();
  assert.deepEqual(await game.log(), savedLog);
  // Room again: the next move is saved and the message goes.
  await page.evaluate((n) => {
    for (let i = 0; i < n; i += 1) localStorage.removeItem(`filler.${i}`);
  }, fillers);
  await game.move('Bid 50');
  await saved(page);
  assert.equal(await error.count(), 0, 'the message goes once a save succeeds');
  [stored] = await storedGames(page);
  assert.equal(stored.save.actions.length, 2);
  assert.deepEqual(page.problems, []);
});
