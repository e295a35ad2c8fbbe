// A complete game played by clicking to the end screen; the final scores the app shows must be
// the ones the native engine computes from the same saved log (the CLI replays it).
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

// Plain choices: the chooser of a private bids its face value, everybody else passes, no lines
// are bought, trams only when they must be, every line runs its best route.
const PREFER = [/^Take card/, /^Director of/, /^Auction (?!line)/, /^Pass$/, /^Done with trams$/, /^Run the tram$/, /^Skip the bonus$/, /^Buy the .* tram/];

test('a whole 3-player game is played to the end screen with the engine\'s scores', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Anna', 'Bruno', 'Clara'], seed: 42 });
  let last = '';
  const over = async () => {
    await game.ready();
    return (await page.locator('.end-screen').count()) > 0;
  };
  for (let i = 0; i < 1000 && !(await over()); i++) {
    const labels = await game.moveLabels();
    let label = null;
    if (last.startsWith('Auction ') && !last.startsWith('Auction line')) label = labels.find((l) => l.startsWith('Bid '));
    for (const re of PREFER) label ??= labels.find((l) => re.test(l));
    label ??= labels[0];
    assert.ok(label, `a move is offered (${await game.round()})`);
    await game.move(label);
    last = label;
  }
  await page.locator('.end-screen').waitFor();
  await screenshot(page, 'end-screen-1440x900');
  const shown = await game.standings();
  // The saved log, replayed natively by the command-line tool.
  const { report: out } = await engineState(page);
  assert.equal(out.finished, true);
  for (const p of out.players) {
    assert.equal(amount(shown[p.name]), p.value, `${p.name}: app ${shown[p.name]}, engine ${p.value}`);
  }
  assert.deepEqual(page.problems, []);
});
