// Spanish and German (issue 19): Chromium started in es-ES or de-DE opens the app in that
// language; the opening of play.test.mjs (private auction, SR1, CR1 with a tram and a line),
// a Line Round with a refusal and the end screen are played and looked at in it, and at every
// step the page's text (visible text, tooltips, accessible names) is checked for English left
// over, and the panels for text that overflows at tablet sizes. The moves are chosen by what
// they do (their `data-action`), never by their words.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { CLI, ROOT, caughtUp, newPage, openBrowser, saved, screenshot } from './support.mjs';

const CORPUS = join(ROOT, 'target', 'i18n-corpus.json');

/** Words of a text: letters (any script) with inner apostrophes or hyphens, lower-cased. */
function words(text) {
  return (String(text).match(/\p{L}[\p{L}'’-]*\p{L}|\p{L}/gu) || []).map((w) => w.toLowerCase());
}

/**
 * Every wording of every language (the Text table and every phrase with sample values), made by
 * the app's native test `i18n::samples` (scripts/test writes it before the browser tests; when
 * the file is missing it is made here).
 */
async function corpus() {
  try {
    return JSON.parse(await readFile(CORPUS, 'utf8'));
  } catch {
    execFileSync('cargo', ['test', '--quiet', '-p', 'tramways-app', '--lib', 'i18n::samples::tests::corpus'], {
      cwd: ROOT,
      env: { ...process.env, I18N_CORPUS: CORPUS },
      stdio: 'inherit',
    });
    return JSON.parse(await readFile(CORPUS, 'utf8'));
  }
}

let env;
let buyPrivate; // a Line Round in which a line may buy a private (an engine-made position)
let finished; // a finished 3-player game (random play)
let english; // words of the English wordings
const own = {}; // language → the words of its wordings
const figures = {}; // language → { pages, strings, leaks }
before(async () => {
  env = await openBrowser();
  buyPrivate = JSON.parse(execFileSync(CLI, ['position', '--players', '3', '--seed', '2', '--until', 'buy_private'], { encoding: 'utf8', maxBuffer: 1 << 26 }));
  const dir = await mkdtemp(join(tmpdir(), 'tramways-end-'));
  execFileSync(CLI, ['selfplay', '--players', '3', '--games', '1', '--seed', '7', '--save-dir', dir], { encoding: 'utf8' });
  const [file] = await readdir(dir);
  finished = JSON.parse(await readFile(join(dir, file), 'utf8'));
  const all = await corpus();
  english = new Set(all.en.flatMap(words));
  for (const lang of ['es', 'de']) {
    own[lang] = new Set(all[lang].flatMap(words));
    figures[lang] = { pages: 0, strings: 0, leaks: 0 };
  }
});
after(async () => {
  for (const [lang, f] of Object.entries(figures)) {
    console.log(`English leak check (${lang}): ${f.pages} pages, ${f.strings} strings checked, ${f.leaks} English leaks`);
  }
  await env?.close();
});

/** Everything the page says: visible text by line, tooltips, accessible names, SVG titles. */
function pageStrings(page) {
  return page.evaluate(() => {
    const out = document.body.innerText.split('\n');
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) {
        if (el.hasAttribute(a)) out.push(el.getAttribute(a));
      }
    }
    for (const t of document.querySelectorAll('title')) out.push(t.textContent);
    return out.map((s) => s.trim()).filter((s) => s.length > 0);
  });
}

/**
 * Fails on any string of the page with a word that English uses and `lang` does not (names,
 * numbers and hex labels are words of every language or of none); counts what was checked.
 */
async function englishIn(page, lang) {
  const strings = await pageStrings(page);
  // The players' names are the players' (the engine's test positions call them "Player 1"),
  // and the companies' full names are proper names ("… Straßenbahnen in Wien").
  const names = await page.evaluate(() => [
    ...[...document.querySelectorAll('.players-sheet tbody th, .company-name')].map((th) => th.textContent.trim()),
    ...[...document.querySelectorAll('.companies-sheet th[title]')].map((a) => a.title.trim()),
  ]);
  const unnamed = (s) => names.reduce((text, name) => (name ? text.split(name).join(' ') : text), s);
  const leaks = strings.filter((s) => words(unnamed(s)).some((w) => english.has(w) && !own[lang].has(w)));
  return { strings, leaks };
}

/** Fails on English left in a page shown in `lang`; counts what was checked. */
async function checkNoEnglish(page, lang, where) {
  const { strings, leaks } = await englishIn(page, lang);
  figures[lang].pages += 1;
  figures[lang].strings += strings.length;
  figures[lang].leaks += leaks.length;
  assert.deepEqual(leaks, [], `English left in ${lang} on ${where}`);
}

/** Fails when a panel's text is wider than the panel (cut or spilling), or a target is small. */
async function checkLayout(page, where) {
  const problems = await page.evaluate(() => {
    const out = [];
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    if (document.documentElement.scrollWidth > window.innerWidth) {
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    }
    const panels = 'header, main section, .turn-banner, .round-bar, .moves, .lay-bar, .line-panel, .company-turn, .tram-offers, .dividends, button, select, label, h2, h3, p, li, th, td';
    for (const el of document.querySelectorAll(panels)) {
      if (!visible(el) || el.closest('svg')) continue;
      // Tables that scroll sideways on purpose are allowed; their cells are still checked.
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
        out.push(`${name} "${el.textContent.trim().slice(0, 40)}": ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    for (const el of document.querySelectorAll('button, select, input:not(.visually-hidden)')) {
      if (!visible(el) || el.closest('svg')) continue;
      // A radio button or a checkbox is tapped by its whole label.
      const target = ['radio', 'checkbox'].includes(el.type) ? el.closest('label') || el : el;
      const r = target.getBoundingClientRect();
      if (r.height < 44 || r.width < 44) {
        out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent || el.value || '').trim().slice(0, 30)}" is ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  });
  assert.deepEqual(problems, [], `layout at ${where}`);
}

/** Screenshots one step and checks it (in Spanish and German: no English left). */
async function look(page, lang, size, name) {
  await screenshot(page, `${lang}-${name}-${size}`);
  if (lang !== 'en') await checkNoEnglish(page, lang, `${name} ${size}`);
  await checkLayout(page, `${name} ${lang} ${size}`);
}

/** The number of moves played, as the game screen says. */
async function movesPlayed(page) {
  return Number(await page.locator('section.game-screen').getAttribute('data-moves'));
}

/** The round's code (Pre, SR1, CR1, LR1a) whatever the language. */
function roundCode(page) {
  return page.locator('.turn-banner').getAttribute('data-round');
}

/** The actions on offer as buttons (enabled ones), by what they do. */
async function offered(page) {
  const buttons = page.locator('button[data-action]:not([disabled])');
  await buttons.first().waitFor();
  return buttons.evaluateAll((els) => els.map((el) => el.dataset.action));
}

/** Plays the first action on offer that `pick` accepts, and waits until it is played. */
async function play(page, pick, what) {
  const actions = await offered(page);
  const chosen = actions.find((a) => pick(JSON.parse(a)));
  assert.ok(chosen, `${what}: none of ${actions.join(' ')}`);
  const before = await movesPlayed(page);
  await page.locator(`button[data-action='${chosen}']`).first().click();
  await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
  // The panels below the map (their buttons among them) catch up just after.
  await caughtUp(page);
}

const is = (type) => (a) => a.type === type;

/** Opens the app in a browser whose language is `locale`. */
async function open(locale, viewport) {
  const page = await newPage(env.browser, { locale, viewport, hasTouch: true });
  await page.goto(env.baseUrl);
  await page.locator('header.title-bar h1').waitFor();
  return page;
}

// English too, for the layout: nothing may be cut in any language.
for (const [lang, locale, label] of [['es', 'es-ES', 'Idioma'], ['de', 'de-DE', 'Sprache'], ['en', 'en-US', 'Language']]) {
  for (const [width, height] of [[768, 1024], [1024, 768]]) {
    const size = `${width}x${height}`;
    test(`${locale}: the opening to the first Line Round reads in ${lang} with nothing cut (${size})`, async () => {
      const page = await open(locale, { width, height });
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      const picker = page.getByRole('combobox', { name: label, exact: true });
      assert.equal(await picker.inputValue(), lang);
      await look(page, lang, size, 'start');
      await page.locator('button.new-game').click();
      await page.locator('section.new-game').waitFor();
      await page.locator('input.seed').fill('42');
      await look(page, lang, size, 'new-game');
      await page.locator('button.start-game').click();
      await page.locator('section.game-screen').waitFor();
      // The private auction: the chooser auctions the first private and bids its face value,
      // the others pass; then the order cards.
      await look(page, lang, size, 'private-auction');
      for (let i = 0; i < 12 && (await roundCode(page)) === 'Pre'; i++) {
        const actions = (await offered(page)).map((a) => JSON.parse(a));
        if (actions.some(is('pick_order_card'))) {
          await play(page, is('pick_order_card'), 'an order card');
          continue;
        }
        await play(page, is('choose_private'), 'a private to auction');
        await play(page, is('bid_private'), 'the opening bid');
        await play(page, is('pass_private'), 'a pass');
        await play(page, is('pass_private'), 'a pass');
      }
      assert.equal(await roundCode(page), 'SR1');
      await look(page, lang, size, 'sr1');
      // SR1: a director certificate each (WT at 70, BBG at 80, WKB at 90), a share of D.
      for (const [company, par] of [['wiener_tramway', 70], ['bau_und_betrieb', 80], ['wien_kagranner', 90]]) {
        await play(page, (a) => a.type === 'buy_director' && a.company === company && a.par === par, `director of ${company}`);
      }
      await play(page, (a) => a.type === 'buy_share' && a.company?.stadtbahn === 'D', 'a share of D');
      await look(page, lang, size, 'sr1-directors');
      for (let i = 0; i < 6 && (await roundCode(page)) === 'SR1'; i++) await play(page, is('pass_share'), 'a pass');
      assert.equal(await roundCode(page), 'CR1');
      await look(page, lang, size, 'cr1-tram');
      await play(page, is('buy_tram'), 'a tram');
      for (let i = 0; i < 3; i++) await play(page, is('done_trams'), 'done with trams');
      await play(page, is('choose_line'), 'a line to auction');
      await look(page, lang, size, 'cr1-line');
      for (let i = 0; i < 2; i++) await play(page, is('pass_line'), 'a pass');
      // The other companies buy no line; the first Line Round begins with the line bought.
      // (A company with a line and no tram must buy one, R50.)
      for (let i = 0; i < 12 && !(await roundCode(page)).startsWith('LR'); i++) {
        const types = (await offered(page)).map((a) => JSON.parse(a).type);
        const next = ['pass_line', 'done_trams', 'buy_tram'].find((t) => types.includes(t));
        await play(page, is(next), `no line, no tram unless it must (${types.join(' ')})`);
      }
      assert.equal(await roundCode(page), 'LR1a');
      await page.locator('.line-panel').waitFor();
      await look(page, lang, size, 'lr1');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });

    test(`${locale}: a Line Round with a refusal, and the end screen (${size})`, async () => {
      const page = await open(locale, { width, height });
      // A line that may buy a private: a price above the most allowed is refused with a reason.
      await resume(page, buyPrivate, 'lr');
      await page.locator('.line-panel').waitFor();
      await look(page, lang, size, 'line-round');
      const input = page.locator('.private-offer input').first();
      const max = Number(await input.getAttribute('max'));
      await input.fill(String(max + 1));
      await page.locator('.private-offer button.buy-private').first().click();
      await page.locator('.line-refusal:not(:empty)').waitFor();
      await look(page, lang, size, 'line-round-refusal');
      // A finished game: the end screen with the standings.
      await resume(page, finished, 'end');
      await page.locator('.end-screen').waitFor();
      await look(page, lang, size, 'end-screen');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
}

/** Stores `save` as a saved game and resumes it from the start screen. */
async function resume(page, save, id) {
  await page.goto(env.baseUrl);
  await page.locator('section.start-screen').waitFor();
  await page.evaluate(({ save, id }) => {
    const now = Date.now();
    localStorage.setItem(`tramways.game.${id}`, JSON.stringify({ schema: 1, id, name: 'Anna, Bruno, Clara', created: now, updated: now, save }));
  }, { save, id });
  await page.reload();
  await page.locator(`.saved-game[data-id="${id}"] button.resume`).click();
  await page.locator('section.game-screen').waitFor();
}

test('switching language mid-game rewords the screen and keeps the game, and the choice is remembered', async () => {
  const page = await open('es-ES', { width: 768, height: 1024 });
  await page.locator('button.new-game').click();
  await page.locator('input.seed').fill('42');
  await page.locator('button.start-game').click();
  await page.locator('section.game-screen').waitFor();
  // The browser's tab names the game open in it (two tabs of two games tell themselves apart).
  await saved(page);
  const named = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('tramways.game.'));
    return JSON.parse(localStorage.getItem(key)).name;
  });
  await page.waitForFunction((title) => document.title === title, `${named} · 1840 Vienna Tramways`);
  await play(page, is('choose_private'), 'a private to auction');
  await play(page, is('bid_private'), 'the opening bid');
  await saved(page);
  const stored = () => page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('tramways.game.'));
    return JSON.stringify(JSON.parse(localStorage.getItem(key)).save);
  });
  const before = { save: await stored(), moves: await movesPlayed(page), log: await page.locator('.log-lines li').count() };
  const round = await page.locator('.turn-round').textContent();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
  await page.getByRole('combobox', { name: 'Sprache' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'de');
  assert.notEqual(await page.locator('.turn-round').textContent(), round, 'the round is named in German');
  await checkNoEnglish(page, 'de', 'after switching es → de');
  assert.equal(await movesPlayed(page), before.moves);
  assert.equal(await page.locator('.log-lines li').count(), before.log);
  assert.equal(await stored(), before.save, 'the saved game is untouched');
  // The game goes on in German.
  await play(page, is('pass_private'), 'a pass');
  // English, then reload: the choice outlives the page although the browser says Spanish.
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await page.getByRole('combobox', { name: 'Language' }).waitFor();
  // The check can fail: the English page is full of English for a Spanish reader.
  assert.ok((await englishIn(page, 'es')).leaks.length > 5);
  await page.reload();
  // The reload resumes the game (issue 49), in English.
  await page.locator('section.game-screen').waitFor();
  assert.equal(await movesPlayed(page), before.moves + 1);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.equal(await page.getByRole('combobox', { name: 'Language' }).inputValue(), 'en');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
