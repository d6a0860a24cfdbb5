// The game in a real browser: Debian's Chromium, headless with software
// WebGL, loads the page from cmd/serve and plays it with the mouse, the
// keyboard and a gamepad, reading the World through
// window.actionGraphState(). Run with `make web-test` (or, after
// `make web`, `node --test test/*.test.mjs` in web/).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT, countColours, fakeGamepad, fromFirst, hold, key, mouse, openGame, padButton, player, startBrowser, startServer,
  until, waitFirstFrame,
} from './harness.mjs';

// FIRST_FRAME_MS bounds the time from navigation to the first drawn frame
// (download, compile, the Go program's start and game.New, the first
// Draw), as the page measures it. The aim is under 2 s; headless Chromium
// draws WebGL in software (SwiftShader), and on the project's 2-core
// machine a first visit takes 2-5 s, so the bound catches a regression of
// several times, not a busy machine.
const FIRST_FRAME_MS = 10000;
// MIN_COLOURS is how many distinct colours a drawn title screen has at
// least (it has hundreds; a blank or single-colour canvas has one or two).
const MIN_COLOURS = 64;

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

// withGame opens the game in a fresh tab, waits for its first frame, runs
// fn and closes the tab; on a failure it adds the page's console.
async function withGame(opts, fn) {
  const page = await openGame(browser.context, server.url, opts);
  try {
    const load = await waitFirstFrame(page, 3 * FIRST_FRAME_MS);
    await fn(page, load);
  } catch (e) {
    e.message += `\n--- page console (last 30 lines) ---\n${page.agLog.slice(-30).join('\n')}`;
    throw e;
  } finally {
    await page.close();
  }
}

// The game's answers to a press, read through the hook.
const playing = (s) => s && s.phase === 'playing' && player(s) !== undefined;
const inNode = (name) => (s) => player(s).node === name;
const startedOrWaiting = (name) => (s) => player(s).history.includes(name) || player(s).waiting !== null;

// startFight checks that the game shows its title (no fight yet), then
// makes the press a person makes there and waits for the fight to start.
async function startFight(page, [down, up]) {
  const title = await until(page, 'the title screen', () => true);
  assert.equal(player(title), undefined, 'a fight is on before the title was passed');
  return hold(page, down, up, 'the fight to start', playing);
}

test('the page loads, draws a first frame in time, and the frame is not blank', async (t) => {
  await withGame({}, async (page, load) => {
    t.diagnostic(`first frame ${load.firstFrameMs.toFixed(0)} ms after navigation ` +
      `(wasm downloaded and compiled at ${load.fetchedMs.toFixed(0)} ms, ` +
      `Go started at ${load.goStartMs.toFixed(0)} ms; bound ${FIRST_FRAME_MS} ms)`);
    assert.ok(load.firstFrameMs < FIRST_FRAME_MS, `first frame at ${load.firstFrameMs} ms`);
    assert.equal(await page.isVisible('#loader'), false, 'the loading screen is still up');
    assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.tagName), 'CANVAS',
      'the canvas does not have the keyboard');
    // The picture: the game's canvas, with the page's own overlays hidden.
    await page.waitForTimeout(300);
    await page.evaluate(() => { for (const id of ['legend', 'focus-hint']) document.getElementById(id).style.visibility = 'hidden'; });
    const png = await page.screenshot();
    writeFileSync(join(OUT, 'title.png'), png);
    const colours = await countColours(browser.context, png);
    t.diagnostic(`title screen: ${colours} colours (out/web/title.png)`);
    assert.ok(colours >= MIN_COLOURS, `the screenshot has ${colours} colours, want at least ${MIN_COLOURS}`);
    writeFileSync(join(OUT, 'timings.json'), JSON.stringify({ ...load, colours }, null, 2) + '\n');
  });
});

test('two clicks on the canvas chain Jab 1 into Jab 2', async (t) => {
  await withGame({}, async (page) => {
    const s = await startFight(page, mouse(page));
    assert.equal(player(s).item, 'Fists');
    await hold(page, ...mouse(page), 'Jab 1', inNode('Jab 1'));
    await page.waitForTimeout(150); // a person's rhythm: the second click lands mid-jab
    await hold(page, ...mouse(page), 'the second click taken', startedOrWaiting('Jab 2'));
    const end = await until(page, 'Jab 2', (s) => player(s).history.includes('Jab 2'));
    t.diagnostic(`player's history: ${player(end).history.join(' > ')}`);
    assert.deepEqual(fromFirst(player(end).history, 'Jab 1').slice(0, 2), ['Jab 1', 'Jab 2']);
  });
});

test('keyboard: 2 draws the sword, a held right button keeps Guard Hold, releasing leaves it', async (t) => {
  await withGame({}, async (page) => {
    await startFight(page, key(page, 'Enter'));
    await hold(page, ...key(page, '2'), 'the sword drawn', (s) => player(s).item === 'Sword');
    const [down, up] = mouse(page, 'right');
    await down();
    try {
      await until(page, 'Guard Hold', inNode('Guard Hold'));
      await page.waitForTimeout(600);
      const s = await until(page, 'a state', () => true);
      assert.equal(player(s).node, 'Guard Hold', 'the guard dropped while the button was held');
    } finally {
      await up();
    }
    const s = await until(page, 'the guard lowered and back at ROOT', inNode('ROOT'));
    t.diagnostic(`player's history: ${player(s).history.join(' > ')}`);
    assert.deepEqual(fromFirst(player(s).history, 'Guard Raise').slice(0, 3), ['Guard Raise', 'Guard Hold', 'Guard Lower']);
  });
});

test('gamepad: the right shoulder twice chains Jab 1 into Jab 2', async (t) => {
  await withGame({ init: fakeGamepad }, async (page) => {
    const south = 0;
    const rightShoulder = 5;
    await startFight(page, padButton(page, south));
    await hold(page, ...padButton(page, rightShoulder), 'Jab 1', inNode('Jab 1'));
    await page.waitForTimeout(150);
    await hold(page, ...padButton(page, rightShoulder), 'the second press taken', startedOrWaiting('Jab 2'));
    const end = await until(page, 'Jab 2', (s) => player(s).history.includes('Jab 2'));
    t.diagnostic(`player's history: ${player(end).history.join(' > ')}`);
    assert.deepEqual(fromFirst(player(end).history, 'Jab 1').slice(0, 2), ['Jab 1', 'Jab 2']);
  });
});

// The two messages a person sees when the browser cannot run the game.
for (const c of [
  { lacks: 'WebAssembly', init: () => { delete window.WebAssembly; }, want: /WebAssembly/ },
  {
    lacks: 'WebGL 2',
    init: () => {
      const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return /webgl/.test(type) ? null : get.call(this, type, ...rest);
      };
    },
    want: /WebGL 2/,
  },
]) {
  test(`without ${c.lacks} the page says so`, async () => {
    const page = await openGame(browser.context, server.url, { init: c.init });
    try {
      await page.waitForSelector('#error', { state: 'visible', timeout: 5000 });
      assert.match(await page.textContent('#error-title'), c.want);
      assert.equal(await page.isVisible('#loader'), false);
    } finally {
      await page.close();
    }
  });
}
