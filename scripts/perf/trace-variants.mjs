#!/usr/bin/env node
// Where a tile lay's frame goes, by phase, with and without a style change: for finding what
// to cut (issue 22, docs/performance.md entry 9). Not a test: it prints figures.
//
//   node scripts/perf/trace-variants.mjs '{"as shipped": "", "no sheets": ".sheets {display: none}"}'
//
// Needs the release build in dist/ and the CLI (`cargo build --release -p vienna-tramways`).
// Opens the densest board of the browser tests (6 players, seed 18, LR5c) at 4× CPU, and for
// each variant in turn (interleaved, K rounds; env K, W, H): taps a lay target, puts the
// variant's CSS into the page (or runs it as script when it starts with `js:`), then traces
// the confirm with Chromium's timeline and undoes it. Prints the median of each phase of the
// frame that draws the lay (`traceClick`) and `timeClick`'s total. Medians of traced phases are steadier on this shared machine than
// untraced `timeClick` totals, which moved by 10 ms for changes that changed no phase.
import { execFileSync } from 'node:child_process';
import { MapPage } from '../../tests/e2e/pages.mjs';
import { CLI, FRAME_PHASES, newPage, openBrowser, timeClick, traceClick } from '../../tests/e2e/support.mjs';

const variants = JSON.parse(process.argv[2] ?? '{"as shipped": ""}');
const rounds = Number(process.env.K || 5);
const env = await openBrowser();
try {
  const late = JSON.parse(execFileSync(CLI, ['position', '--players', '6', '--seed', '18', '--round', 'LR5c', '--until', 'lay_tile'], { encoding: 'utf8', maxBuffer: 1 << 26 }));
  const page = await newPage(env.browser, { viewport: { width: Number(process.env.W || 1024), height: Number(process.env.H || 768) } });
  const map = await new MapPage(page).load(env.baseUrl, late);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => { const s = document.createElement('style'); s.id = 'variant'; document.head.appendChild(s); });
  // Two lays and undos first: the first ones after loading are slower (caches, the JIT).
  for (let i = 0; i < 2; i++) {
    await map.tapHex((await map.targets('normal'))[i]);
    await timeClick(page, '.lay-bar button.confirm-choice');
    await timeClick(page, 'button.undo');
  }
  const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, change] of Object.entries(variants)) {
      await page.evaluate(() => { document.getElementById('variant').textContent = ''; });
      const targets = await map.targets('normal');
      await map.tapHex(targets[(round * 5 + 3) % targets.length]);
      if (change.startsWith('js:')) await page.evaluate(change.slice(3));
      else await page.evaluate((css) => { document.getElementById('variant').textContent = css; }, change);
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 80))));
      const traced = await traceClick(page, cdp, '.lay-bar button.confirm-choice');
      results[name].push({ ...traced.phases, total: traced.total });
      await timeClick(page, 'button.undo');
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const columns = ['total', ...FRAME_PHASES.map(([, name]) => name)];
  const width = Math.max(8, ...Object.keys(results).map((k) => k.length + 1));
  console.log(`a tile lay at 4× CPU, traced: medians of ${rounds} lays (ms)`);
  console.log('variant'.padEnd(width), columns.map((c) => c.padStart(10)).join(''));
  for (const [name, rows] of Object.entries(results)) {
    console.log(name.padEnd(width), columns.map((c) => median(rows.map((r) => r[c])).toFixed(1).padStart(10)).join(''));
  }
} finally {
  await env.close();
}
