// How fast the game runs in the browser: ticks of game time a second of
// wall time during a full wave at 1280x720, headless Chromium drawing WebGL
// in software (SwiftShader) on the project's 2-core machine. Ebitengine
// runs Update 60 times a second when it can; below that the game plays in
// slow motion, unless the game catches up (game/catchup.go). The figure
// goes to out/web/perf.json and the README quotes it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, hold, key, openGame, player, startBrowser, startServer, until, waitFirstFrame } from './harness.mjs';

// MIN_TPS is the floor: the figure measured before the camera, sparks,
// shake and sounds came in (39 ticks a second). The game must not be
// slower than it was.
const MIN_TPS = 39;
// The wave is watched in WINDOWS windows of WINDOW_MS after WARM_MS, and
// the median window counts: one window slowed by something else on the
// machine (a process of an earlier test still exiting) does not decide.
const WARM_MS = 2000;
const WINDOW_MS = 4000;
const WINDOWS = 3;

const OUT = join(ROOT, 'out', 'web');
let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  mkdirSync(OUT, { recursive: true });
});

after(async () => {
  try {
    if (browser) await browser.close();
  } finally {
    if (server) await server.stop();
  }
});

const enemies = (s) => (s.characters || []).filter((c) => c.name !== 'Player' && c.health > 0);

// measure plays the first wave in a fresh tab and returns its figures.
async function measure() {
  const page = await openGame(browser.context, server.url);
  try {
    await waitFirstFrame(page, 30000);
    const [down, up] = key(page, 'Enter');
    await hold(page, down, up, 'the fight to start', (s) => s && s.phase === 'playing' && player(s) !== undefined);
    const start = await until(page, 'the first wave', (s) => s.wave >= 1 && enemies(s).length > 0, 30000);
    await page.waitForTimeout(WARM_MS);
    // Frames drawn, beside ticks run: the game runs up to five ticks in a
    // slow frame (game/catchup.go), so the two differ in software WebGL.
    await page.evaluate(() => {
      window.agFrames = 0;
      const count = () => { window.agFrames++; requestAnimationFrame(count); };
      requestAnimationFrame(count);
    });
    const windows = [];
    const f0 = Date.now();
    let end = await until(page, 'a state', () => true);
    for (let i = 0; i < WINDOWS; i++) {
      const from = end;
      const t0 = Date.now();
      await page.waitForTimeout(WINDOW_MS);
      end = await until(page, 'a state', () => true);
      windows.push((end.tick - from.tick) / ((Date.now() - t0) / 1000));
    }
    const tps = [...windows].sort((a, b) => a - b)[Math.floor(WINDOWS / 2)];
    const fps = (await page.evaluate(() => window.agFrames)) / ((Date.now() - f0) / 1000);
    return {
      framesPerSecond: Math.round(fps * 10) / 10,
      ticksPerSecond: Math.round(tps * 10) / 10, windows: windows.map((w) => Math.round(w * 10) / 10),
      seconds: (WINDOWS * WINDOW_MS) / 1000, wave: start.wave, enemiesAtStart: enemies(start).length,
      enemiesAtEnd: enemies(end).length, playerHealth: player(end).health, viewport: '1280x720', screen: end.screen,
    };
  } catch (e) {
    e.message += `\n--- page console (last 30 lines) ---\n${page.agLog.slice(-30).join('\n')}`;
    throw e;
  } finally {
    await page.close();
  }
}

// ATTEMPTS bounds the tries: a second, fresh one runs only when the first
// falls below the floor, as the machine is shared (an earlier test's
// processes still exiting, a noisy neighbour); every try is reported.
const ATTEMPTS = 2;

test('ticks a second during a full wave at 1280x720', async () => {
  const tries = [];
  while (tries.length < ATTEMPTS && !tries.some((r) => r.ticksPerSecond >= MIN_TPS)) {
    tries.push(await measure());
  }
  const best = tries.reduce((a, b) => (b.ticksPerSecond > a.ticksPerSecond ? b : a));
  const result = { ...best, tries: tries.map((r) => r.ticksPerSecond) };
  writeFileSync(join(OUT, 'perf.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`perf: ${JSON.stringify(result)}`);
  assert.ok(best.enemiesAtStart >= 2, `the first wave has ${best.enemiesAtStart} enemies; the test wants a full wave`);
  assert.ok(best.ticksPerSecond >= MIN_TPS,
    `${tries.map((r) => r.ticksPerSecond).join(', ')} ticks a second during the wave in ${tries.length} tries; the floor is ${MIN_TPS}`);
});
