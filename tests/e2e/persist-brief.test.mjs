// Issue 16 in the browser: a saved game is stored as its JSON text, exactly as before the app
// reached localStorage through gloo-storage (old saves keep loading); a stored entry whose
// offending string is a million characters long is set aside and reported in a few words that
// say where the fault is.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage, SavedGamesPage, storage } from './pages.mjs';
import { newPage, openBrowser } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

test('a game is stored as its JSON text and a huge damaged entry is reported briefly', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Ida', 'Jan'], seed: 3 });
  await game.move('Auction Hofburg');
  const entries = Object.entries(await storage(page)).filter(([k]) => k.startsWith('tramways.game.'));
  assert.equal(entries.length, 1);
  const [key, text] = entries[0];
  const id = key.slice('tramways.game.'.length);
  // The entry's own JSON (not a JSON string of it), in the field order the app writes (the
  // kind of game since issue 24).
  assert.ok(text.startsWith(`{"schema":1,"kind":"1840","id":"${id}","name":"Ida, Jan","created":`), text.slice(0, 80));
  assert.equal(JSON.parse(text).save.actions.length, 1);

  const long = 'a'.repeat(1_000_000);
  const damaged = text.replace(/"created":[^,]*/, `"created":"${long}"`);
  const column = damaged.indexOf(long) + long.length + 1;
  await page.evaluate(([k, t]) => {
    localStorage.removeItem(k);
    localStorage.setItem('tramways.game.huge', t);
  }, [key, damaged]);
  await page.reload();
  const list = await new SavedGamesPage(page).open(env.baseUrl);
  const reason = await list.setAside().textContent();
  assert.ok(reason.length < 400, `${reason.length} characters`);
  assert.match(reason, /“Ida, Jan”: the saved game is damaged \(invalid type: string "a+…a+", expected f64/);
  assert.ok(reason.includes(`at line 1 column ${column})`), reason);
  assert.equal(
    await page.evaluate(() => localStorage.getItem('tramways.unreadable.huge')),
    damaged,
    'kept aside as it was',
  );
  assert.deepEqual(page.problems, []);
});
