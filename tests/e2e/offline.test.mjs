// Offline play and static hosting (issue 9): after one visit the app loads and plays with the
// network off, and the same dist/ works from a sub-folder.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { GamePage, SavedGamesPage, StartPage, TrambahnPage } from './pages.mjs';
import { newPage, openBrowser } from './support.mjs';

test('after one visit the app loads and a move can be made with the network off', async () => {
  const env = await openBrowser();
  try {
    const page = await newPage(env.browser);
    await new StartPage(page).open(env.baseUrl);
    // Wait until the service worker has precached the build and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Network off three ways: CDP network emulation for the page, Playwright's offline mode
    // (which reaches the service worker too), and the server itself stopped.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.context().setOffline(true);
    env.server.closeAllConnections();
    await new Promise((ok) => env.server.close(ok));
    const reachable = await fetch(env.baseUrl).then(() => true, () => false);
    assert.equal(reachable, false, 'the server is really gone');
    await page.reload();
    const game = await new GamePage(page).start(env.baseUrl, { names: ['Max', 'Nia'], seed: 9 });
    await game.move('Auction Hofburg');
    assert.ok((await game.moveLabels()).includes('Bid 40'));
    await game.move('Bid 40');
    const manifest = await page.evaluate(async () => (await fetch('./public/manifest.en.webmanifest')).ok);
    assert.ok(manifest, 'the manifest is precached too');
    // So are Trambahn's and Russian Railroads' pages and the 18xx.games worker, which this page
    // loads only when needed.
    const others = await page.evaluate(async () => {
      const files = ['./trambahn.html', './railroads.html', './eighteen-xx_loader.js', './eighteen-xx.js', './eighteen-xx_bg.wasm'];
      return Promise.all(files.map(async (f) => (await fetch(f)).ok));
    });
    assert.deepEqual(others, [true, true, true, true, true], 'precached: trambahn.html, railroads.html and the 18xx.games worker');
    // Saved offline like any game: a reload resumes it (issue 49), and the list has it.
    await page.reload();
    await page.locator('section.game-screen').waitFor();
    assert.ok((await game.log()).some((l) => l.includes('bids 40')), 'the game resumed offline');
    const list = await new SavedGamesPage(page).open(env.baseUrl);
    assert.match((await list.details('Max, Nia')).round, /2 moves/);
    // Trambahn too (issue 24): a game against the computer set up and played offline.
    const tram = await new TrambahnPage(page).start(env.baseUrl, { names: ['Ole', 'Pia'], seed: 4 });
    await tram.settled();
    await tram.playTurn();
    assert.ok((await tram.moves()) >= 3);
    assert.deepEqual(page.problems.filter((p) => !p.includes('net::ERR_INTERNET_DISCONNECTED')), []);
  } finally {
    await env.close();
  }
});

test('the same dist/ works from a sub-folder', async () => {
  const env = await openBrowser({ prefix: '/games/1840/' });
  try {
    const page = await newPage(env.browser);
    const game = await new GamePage(page).start(env.baseUrl, { names: ['Ola', 'Per'], seed: 2 });
    await game.move('Auction Karlskirche');
    await game.move('Bid 20');
    assert.ok((await game.log()).some((l) => l.includes('bids 20 on Karlskirche')));
    // The service worker and the manifest live in the sub-folder too.
    const sw = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    assert.equal(sw, env.baseUrl);
    assert.deepEqual(page.problems, []);
  } finally {
    await env.close();
  }
});

test('a game screen that cannot be downloaded is said so, and the game starts once it can be', async () => {
  const env = await openBrowser();
  try {
    // A first visit with no service worker: the parts of the app's wasm (the rules and the
    // game screen: split_app in scripts/lib/common.sh) must come from the network, which
    // refuses them.
    const page = await newPage(env.browser, { serviceWorkers: 'block' });
    const part = /\/(split|chunk)_[A-Za-z0-9_]+-[0-9a-f]{16}\.wasm$/;
    const refused = [];
    await page.route(part, (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await new StartPage(page).open(env.baseUrl);
    const notice = page.locator('section.start-screen .notice.error');
    const start = async () => {
      await page.getByRole('button', { name: 'New 1840 game' }).click();
      const form = page.locator('section.new-game');
      await form.locator('.player-name').first().waitFor();
      await form.getByRole('button', { name: 'Start the game' }).click();
    };
    await start();
    // Back on the start screen, which says why; nothing was saved.
    await notice.waitFor();
    assert.match(await notice.textContent(), /the game screen could not be downloaded/);
    assert.ok(refused.length > 0, 'the parts were asked for');
    assert.equal(await page.locator('section.game-screen').count(), 0);
    // The saved games' list replays each game: without the rules it says it is busy.
    assert.equal(await page.locator('ul.saved-games').getAttribute('aria-busy'), 'true');
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tramways.game.')));
    assert.deepEqual(saved, []);
    // Once the network answers, the same taps start the game.
    await page.unroute(part);
    await start();
    await page.locator('section.game-screen').waitFor();
    assert.ok((await new GamePage(page).moveLabels()).length > 0, 'the game screen plays');
    // And the start screen lists it, the notice gone.
    await page.locator('section.game-screen button.leave').click();
    const list = new SavedGamesPage(page);
    await list.rows().first().waitFor();
    assert.equal((await list.names()).length, 1);
    assert.equal(await notice.count(), 0, 'the notice is gone');
    // The refused downloads are the only errors.
    const others = page.problems.filter(
      (p) => !p.includes('ERR_INTERNET_DISCONNECTED') && !p.includes('Failed to fetch'),
    );
    assert.deepEqual(others, []);
  } finally {
    await env.close();
  }
});
