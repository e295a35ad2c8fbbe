// Games are never lost: autosave after every action, resume after a reload, and an unreadable
// entry is set aside without harming the others (issue 9).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage, StartPage } from './pages.mjs';
import { newPage, openBrowser, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

test('a game survives a reload and resumes where it was', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Ida', 'Jan'], seed: 3 });
  await game.move('Auction Hofburg');
  await game.move('Bid 45');
  const who = await game.who();
  const log = await game.log();
  await page.reload();
  const start = await new StartPage(page).open(env.baseUrl);
  const saved = page.locator('.saved-game');
  assert.equal(await saved.count(), 1);
  assert.match(await saved.first().textContent(), /Ida, Jan/);
  await saved.first().getByRole('button', { name: 'Resume' }).click();
  await page.locator('section.game-screen').waitFor();
  assert.equal(await game.who(), who);
  assert.deepEqual(await game.log(), log);
  assert.ok(start);
  assert.deepEqual(page.problems, []);
});

test('an unreadable saved game is set aside and the others still load', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await new GamePage(page).start(env.baseUrl, { names: ['Kai', 'Lea'], seed: 4 });
  await page.evaluate(() => localStorage.setItem('tramways.game.broken', '{ this is not json'));
  await page.reload();
  await new StartPage(page).open(env.baseUrl);
  const warning = page.locator('.set-aside');
  assert.match(await warning.textContent(), /broken/);
  assert.equal(await page.locator('.saved-game').count(), 1);
  const aside = await page.evaluate(() => localStorage.getItem('tramways.unreadable.broken'));
  assert.equal(aside, '{ this is not json', 'the bad entry is kept, not deleted');
  await screenshot(page, 'start-with-saved-games');
  // Delete asks once more before it deletes.
  const remove = page.locator('.saved-game button.delete');
  await remove.click();
  assert.equal(await remove.textContent(), 'Really delete?');
  await remove.click();
  assert.equal(await page.locator('.saved-game').count(), 0);
});
