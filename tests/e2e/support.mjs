// Shared helpers for the browser tests: launch Debian's Chromium with playwright-core, serve
// dist/, and fail a test on any console error or uncaught page error.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { startServer } from './static-server.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');
/**
 * The build with the optimizer benchmark page (`--features bench`), which the players' build
 * leaves out; scripts/test builds it (`build_bench` in scripts/lib/common.sh).
 */
export const DIST_BENCH = join(ROOT, 'dist-bench');
/** Screenshots go here (git-ignored). */
export const SHOTS = join(ROOT, 'test-results', 'screenshots');

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts a server for dist/ (or `dist`) and a headless Chromium. Call `close()` when done. */
export async function openBrowser({ prefix = '/', dist = DIST } = {}) {
  const server = await startServer(dist, 0, prefix);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  const baseUrl = `http://127.0.0.1:${server.address().port}${prefix}`;
  return {
    browser,
    baseUrl,
    server,
    async close() {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    },
  };
}

/**
 * The number an amount shows, in any of the app's languages: "1,378 G" (en), "1.378 G" (es, de),
 * "−200" (a minus sign), "+20". NaN when there is no number.
 */
export function amount(text) {
  const t = String(text).trim().replace(/\u2212/g, '-').replace(/[\s\u00a0]*G$/, '').replace(/[.,](?=\d{3}\b)/g, '');
  return /^[-+]?\d+$/.test(t) ? Number(t) : NaN;
}

/** A new page that records console errors and page errors into `page.problems`. */
export async function newPage(browser, options = {}) {
  // English unless a test asks for another language: the app follows the browser's.
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.problems.push(`pageerror: ${err.message}`));
  return page;
}

export async function screenshot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The native command-line tool (built by scripts/test before the browser tests). */
export const CLI = process.env.VIENNA_TRAMWAYS_BIN || join(ROOT, 'target', 'release', 'vienna-tramways');

/** The save of random game `seed` at the first decision asked for (`vienna-tramways position`). */
export function position(...args) {
  return JSON.parse(execFileSync(CLI, ['position', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 }));
}

/** Waits until the page's last move is saved (a move is saved after the frame that shows it). */
export function saved(page) {
  return page.waitForFunction(() => !document.documentElement.hasAttribute('data-saving'));
}

/** The save (set-up and log) of the game the page has stored, as stored now. */
export function storedSave(page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('tramways.game.'));
    return JSON.parse(localStorage.getItem(key)).save;
  });
}

/**
 * The engine's view of the game the page has stored: `{ save, report }`, where `report` is
 * what the command-line tool prints when it replays the saved log natively.
 */
export async function engineState(page) {
  await saved(page);
  const save = await storedSave(page);
  const dir = await mkdtemp(join(tmpdir(), 'tramways-'));
  const file = join(dir, 'save.json');
  await writeFile(file, JSON.stringify(save));
  return { save, report: JSON.parse(execFileSync(CLI, ['replay', file], { encoding: 'utf8' })) };
}

/**
 * Waits until the panels below and beside the map (the round panels, the log, the sheets, the
 * charts, the line panel, the tile supply) show the game as it is: they catch up with a change
 * just after the frame that shows it (`Table::later` in src/shell/store.rs), and the game screen's
 * `data-lagging` says so meanwhile. Their buttons change nothing while they lag, so call it on
 * the 1840 game screen before reading or tapping those panels after a change.
 */
export function caughtUp(page) {
  return page.locator('section.game-screen[data-lagging="false"]').waitFor({ state: 'attached' });
}

/**
 * Clicks `selector` in the page and times the main thread's work for the update, with the
 * Performance API: `handler` is the click handler; `script` runs until Leptos' effects have
 * updated the DOM (they run as microtasks after the click); `render` is the browser's own work
 * for the next frame (style, layout, paint), from that frame's callback until a timer queued
 * there runs. Waiting for the frame is not counted: `total` = script + render is what
 * must fit in one frame (16.7 ms at 60 Hz). `after` is the work the app queued from that frame
 * (the save, the panels below the map catching up), which runs once it is painted.
 */
export function timeClick(page, selector) {
  return page.evaluate((sel) => new Promise((resolve) => {
    const el = document.querySelector(sel);
    let scriptEnd;
    // Registered before the click: the first frame after it, which draws the update.
    requestAnimationFrame(() => {
      const r0 = performance.now();
      // A timer queued here runs once the frame is drawn, before any the app queues after
      // this callback (the move's save waits for the frame too).
      setTimeout(() => {
        // The frame's end, for `traceClick`'s trace.
        performance.mark('tramways-frame-drawn');
        const r1 = performance.now();
        const render = r1 - r0;
        const script = scriptEnd - t0;
        // What the app queued from that frame runs next: the move's save and the panels below
        // the map catching up (`Table::later`). Not part of the frame; timed on its own.
        setTimeout(() => resolve({ handler: t1 - t0, script, render, total: script + render, after: performance.now() - r1 }), 0);
      }, 0);
    });
    const t0 = performance.now();
    el.click();
    const t1 = performance.now();
    // Queued behind the effects the click scheduled.
    queueMicrotask(() => queueMicrotask(() => { scriptEnd = performance.now(); }));
  }), selector);
}

/**
 * Times a tap on a zoom button of the map (`selector`), from the tap, in ms: `first`, until the
 * tap's own frame is painted (it shows the zoom by a CSS transform of what is drawn), and
 * `sharp`, until the frame that draws the new view sharp is painted (the viewBox set, the
 * transform gone, the board's canvas painted again). Resolves once that frame is painted, so
 * that the next tap's frame holds nothing of this one.
 */
export function timeZoom(page, selector) {
  return page.evaluate((sel) => new Promise((resolve) => {
    const svg = document.querySelector('svg.game-map');
    let first;
    // Registered before the tap: its frame, then what the app queued after it.
    requestAnimationFrame(() => setTimeout(() => { first = performance.now() - t0; }, 0));
    // The transform goes when the view is set: the next frame draws it.
    const watch = new MutationObserver(() => {
      if (svg.hasAttribute('style')) return;
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve({ first, sharp: performance.now() - t0 }), 0));
    });
    watch.observe(svg, { attributes: true, attributeFilter: ['style'] });
    const t0 = performance.now();
    document.querySelector(sel).click();
  }), selector);
}

/** The main-thread phases of a frame, as Chromium's timeline names them, and as printed. */
export const FRAME_PHASES = [
  ['FunctionCall', 'script'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'pre-paint'],
  ['Paint', 'paint'],
  ['Layerize', 'layerize'],
];

/**
 * `timeClick` under Chromium's timeline trace (`cdp`: the page's CDP session): also the time
 * of each phase of `FRAME_PHASES` from the click until the frame is painted, in ms. An event
 * inside another counts as the outer one's (the map's paint is inside the document's; a layout
 * forced by script is script). A traced click is a little
 * slower than an untraced one, but its phases vary less from run to run on a shared machine
 * than `timeClick`'s totals do (docs/performance.md, entry 9).
 */
export async function traceClick(page, cdp, selector) {
  const events = [];
  const collect = (e) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  const timed = await timeClick(page, selector);
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const names = new Map(FRAME_PHASES);
  const phases = Object.fromEntries(FRAME_PHASES.map(([, name]) => [name, 0]));
  // Only the frame: not what the app queued from it (the save, the panels catching up).
  const drawn = events.find((e) => e.name === 'tramways-frame-drawn');
  assert.ok(drawn, 'the trace marks the frame\'s end');
  let outerEnd = 0;
  for (const e of events.filter((e) => e.ph === 'X' && names.has(e.name) && e.ts < drawn.ts).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < outerEnd) continue; // inside an event already counted
    outerEnd = e.ts + e.dur;
    phases[names.get(e.name)] += e.dur / 1000;
  }
  return { ...timed, phases };
}

/** The median of each phase over `traced` (`traceClick` answers), as one line. */
export function phaseStats(traced) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  return FRAME_PHASES.map(([, name]) => `${name} ${median(traced.map((t) => t.phases[name])).toFixed(1)}`).join(', ');
}

/** Times in ms as "median X ms, max Y ms over N" (what the figure-printing tests print). */
export function timeStats(values) {
  const v = [...values].sort((a, b) => a - b);
  return `median ${v[Math.floor(v.length / 2)].toFixed(1)} ms, max ${v.at(-1).toFixed(1)} ms over ${v.length}`;
}

/**
 * Records every frame's distance from the one before (and whether the page showed the computer
 * thinking, `thinkingSelector` present, at both ends of it) and every long task, from now on;
 * `recordedFrames(page)` reads them.
 */
export function recordFrames(page, thinkingSelector) {
  return page.evaluate((selector) => {
    window.frameGaps = [];
    window.longTasks = [];
    let last = performance.now();
    let wasThinking = false;
    const frame = (t) => {
      const thinking = document.querySelector(selector) !== null;
      window.frameGaps.push({ gap: t - last, thinking: thinking && wasThinking });
      last = t;
      wasThinking = thinking;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  }, thinkingSelector);
}

/** What `recordFrames` recorded: `{ frames: [{ gap, thinking }], long: [ms] }`. */
export function recordedFrames(page) {
  return page.evaluate(() => ({ frames: window.frameGaps.slice(1), long: window.longTasks }));
}

/** Frame gaps as "N frames, median X ms, p99 Y ms, worst Z ms". */
export function frameFigures(gaps) {
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `${gaps.length} frames, median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms`;
}

/**
 * Asserts that the page does not scroll sideways (issue 50): the document is no wider than the
 * screen (`innerWidth`, and the viewport the test set, which a phone's page zoomed out to fit
 * its content would exceed). `where` names the screen; a failure names the element that
 * reaches furthest right.
 */
export async function assertNoSidewaysScroll(page, where) {
  const width = page.viewportSize()?.width ?? Infinity;
  const found = await page.evaluate((width) => {
    const screen = Math.min(innerWidth, width);
    const over = document.scrollingElement.scrollWidth - screen;
    let widest = null;
    // An element inside a box that clips or scrolls it does not widen the page.
    const clipped = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || /paint|strict|content/.test(style.contain)) return true;
      }
      return false;
    };
    if (over > 0) {
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > screen + 0.5 && (!widest || r.right > widest.right) && !clipped(el)) {
          widest = { right: Math.round(r.right), width: Math.round(r.width), element: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` };
        }
      }
    }
    return { over, widest };
  }, width);
  assert.ok(found.over <= 0, `${where}: the page scrolls sideways by ${found.over} px (${JSON.stringify(found.widest)})`);
}
