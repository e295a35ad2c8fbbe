// Share links (issue 9): the whole game in the address's fragment opens in another browser
// with no server, as a new saved game that never replaces one already there; a broken link
// changes nothing and says why. Also from a sub-folder.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage, SavedGamesPage, storage, storedGames } from './pages.mjs';
import { newPage, openBrowser, saved, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser({ prefix: '/games/1840/' });
});
after(async () => {
  await env?.close();
});

/** Waits until the app has taken the share link out of the address (it has opened it or said
 *  why not). */
function linkTaken(page) {
  return page.waitForFunction(() => window.location.hash === '');
}

async function leave(page) {
  await page.locator('button.leave').click();
  await page.locator('section.start-screen').waitFor();
}

test('a share link opens the same game in a fresh browser, as a new saved game', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Uli', 'Vera', 'Wim'], seed: 21 });
  await game.move('Auction Karlskirche');
  await game.move('Bid 20');
  await game.move('Pass');
  await game.move('Pass');
  const who = await game.who();
  const log = await game.log();
  await leave(page);
  const list = new SavedGamesPage(page);
  await list.rename('Uli, Vera, Wim', 'Shared game');
  const link = await list.shareLink('Shared game');
  assert.ok(link.startsWith(`${env.baseUrl}#game=1.`), link);
  assert.match(await list.row('Shared game').locator('.share-note').textContent(), /Nothing is uploaded.*\d\.\d KB/);

  // Another browser (a fresh context: empty storage) that already has a game of its own.
  const other = await newPage(env.browser, { viewport: { width: 768, height: 1024 } });
  const own = await new GamePage(other).start(env.baseUrl, { names: ['Xia', 'Yan'], seed: 1 });
  await own.move('Auction Hofburg');
  const ownBefore = await storedGames(other);
  // Only the fragment changes: the page stays and the app opens the link on `hashchange`,
  // which may come after `goto` returns. The app clears the fragment once it has the link.
  await other.goto(link);
  await linkTaken(other);
  await other.locator('section.game-screen').waitFor();
  const opened = new GamePage(other);
  assert.equal(await opened.who(), who);
  assert.deepEqual(await opened.log(), log);
  assert.equal(new URL(other.url()).hash, '', 'the link is opened once: the fragment is cleared');
  const stored = await storedGames(other);
  assert.equal(stored.length, 2, 'saved as a new game');
  assert.ok(stored.some((g) => g.name === 'Shared game' && g.save.actions.length === 4));
  assert.deepEqual(stored.find((g) => g.id === ownBefore[0].id), ownBefore[0], 'the own game is untouched');
  // Playing on in the other browser saves there.
  await opened.move('Auction Hofburg');
  const played = await opened.log();
  await saved(other);
  await other.reload();
  // The reload resumes the game open in that tab (issue 49), with the move played there.
  await other.locator('section.game-screen').waitFor();
  assert.deepEqual(await opened.log(), played);
  const otherList = await new SavedGamesPage(other).open(env.baseUrl);
  assert.match((await otherList.details('Shared game')).round, /5 moves/);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(other.problems, []);
});

test('the game being played is shared from under the game screen', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Ana', 'Ben'], seed: 8 });
  await page.locator('.game-files button.share').click();
  const first = await page.locator('.game-files input.share-url').inputValue();
  await game.move('Auction Hofburg');
  // The link follows the game.
  const url = page.locator('.game-files input.share-url');
  await page.waitForFunction(([el, old]) => el.value !== old, [await url.elementHandle(), first]);
  const link = await url.inputValue();
  assert.notEqual(link, first);
  await screenshot(page, 'game-share-link-1440x900');
  // Copy puts the link on the clipboard and says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('.game-files button.copy-link').click();
  await page.locator('.game-files .copy-status:text-is("Link copied.")').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  const fresh = await newPage(env.browser);
  await fresh.goto(link);
  await fresh.locator('section.game-screen').waitFor();
  assert.deepEqual(await new GamePage(fresh).log(), await game.log());
  assert.deepEqual(fresh.problems, []);
});

test('a broken share link changes nothing and says why', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Cleo', 'Dan'], seed: 9 });
  const link = await (async () => {
    await page.locator('.game-files button.share').click();
    return page.locator('.game-files input.share-url').inputValue();
  })();
  assert.ok(game);
  const before = await storage(page);
  for (const [broken, reason] of [
    [link.slice(0, link.length - 40), /damaged or cut off/],
    [`${env.baseUrl}#game=9.abc`, /newer version of the app \(format 9\)/],
    [link.replace('#game=1.', '#game=1.!!'), /does not belong in a link/],
  ]) {
    await page.goto(broken);
    await linkTaken(page);
    // The notice of this link, not the one of the link before.
    const notice = page.locator('.notice.error').filter({ hasText: reason });
    await notice.waitFor();
    assert.match(await notice.textContent(), /This share link cannot be opened, nothing was changed:/);
    assert.match(await notice.textContent(), reason);
    assert.deepEqual(await storage(page), before);
  }
  await screenshot(page, 'broken-share-link');
  assert.deepEqual(page.problems, []);
});
