// Input that never loses a press, the pause menu and the pads, in a real
// browser (Debian's Chromium, headless, software WebGL), read through
// window.actionGraphState(). A press and its release dispatched in one
// task reach the page before any frame can run: ebiten keeps only what is
// held, so only the game's own latch of the page's events sees them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT, fakeGamepad, frames, hold, instantClick, instantKey, openGame, padButton, player, startBrowser,
  startServer, until, waitFirstFrame,
} from './harness.mjs';

const OUT = join(ROOT, 'out', 'web');

const FIRST_FRAME_WAIT_MS = 30000;

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
});

after(async () => {
  try {
    if (browser) await browser.close();
  } finally {
    if (server) await server.stop();
  }
});

// withGame opens the game in a fresh tab, waits for its first frame and
// its title screen, runs fn and closes the tab; on a failure it adds the
// page's console.
async function withGame(opts, fn) {
  const page = await openGame(browser.context, server.url, opts);
  try {
    await waitFirstFrame(page, FIRST_FRAME_WAIT_MS);
    await until(page, 'the title screen', (s) => s && s.screen === 'title');
    await fn(page);
  } catch (e) {
    e.message += `\n--- page console (last 30 lines) ---\n${page.agLog.slice(-30).join('\n')}`;
    throw e;
  } finally {
    await page.close();
  }
}

const screen = (name) => (s) => s && s.screen === name;
const playing = (s) => screen('playing')(s) && player(s) !== undefined;
const did = (node) => (s) => player(s) !== undefined && player(s).history.includes(node);
const atRoot = (s) => player(s).node === 'ROOT';

test('an instant click on the title starts the fight, and one in the fight jabs', async () => {
  await withGame({}, async (page) => {
    await instantClick(page);
    const s = await until(page, 'the fight to start from an instant click', playing);
    assert.equal(player(s).item, 'Fists');
    // The click that started the fight does not also swing.
    await frames(page, 10);
    assert.ok(!did('Jab 1')(await until(page, 'a state', () => true)), 'the starting click swung');
    await instantClick(page);
    await until(page, 'Jab 1 from an instant click', did('Jab 1'));
  });
});

test('instant key taps: 2 draws the sword, Space dodges, Esc pauses and resumes', async () => {
  await withGame({}, async (page) => {
    await instantKey(page, 'Enter', 'Enter');
    await until(page, 'the fight to start from an instant Enter', playing);
    await instantKey(page, 'Digit2', '2');
    await until(page, 'the sword drawn from an instant 2', (s) => player(s).item === 'Sword');
    await until(page, 'the sword at rest', atRoot);
    await instantKey(page, 'Space', ' ');
    await until(page, 'a dodge from an instant Space', did('Dodge'));
    await instantKey(page, 'Escape', 'Escape');
    await until(page, 'the pause menu from an instant Esc', screen('paused'));
    await instantKey(page, 'Escape', 'Escape');
    await until(page, 'the fight resumed from an instant Esc', screen('playing'));
  });
});

test("Playwright's own instant click and key press (no delay) count", async () => {
  await withGame({}, async (page) => {
    await page.mouse.move(640, 360);
    await Promise.all([page.mouse.down(), page.mouse.up()]);
    await until(page, 'the fight to start', playing);
    await page.keyboard.press('3', { delay: 0 });
    await until(page, 'the two-handed sword drawn', (s) => player(s).item === 'Two-Handed');
  });
});

test('the pause menu: Restart keeps the item, Title leaves the fight, by keys and clicks', async () => {
  await withGame({}, async (page) => {
    await instantKey(page, 'Enter', 'Enter');
    await until(page, 'the fight', playing);
    await instantKey(page, 'Digit4', '4');
    await until(page, 'the shield drawn', (s) => player(s).item === 'Shield');
    const before = await until(page, 'a few ticks played', (s) => s.tick > 30);
    await instantKey(page, 'Escape', 'Escape');
    await until(page, 'paused', screen('paused'));
    await instantKey(page, 'ArrowDown', 'ArrowDown'); // Resume > Restart
    await instantKey(page, 'Enter', 'Enter');
    const again = await until(page, 'a new fight', (s) => playing(s) && s.tick < before.tick);
    assert.equal(player(again).item, 'Shield', 'restarting lost the item');
    await instantKey(page, 'Escape', 'Escape');
    await until(page, 'paused', screen('paused'));
    // The menu's third line, Title, clicked (lines 62 px apart from y 200,
    // 320 px wide from x 140).
    await instantClick(page, 300, 200 + 2 * 62 + 26);
    const title = await until(page, 'the title', screen('title'));
    assert.equal(player(title), undefined, 'the title still shows a fight');
  });
});

test('losing the focus pauses the fight', async () => {
  await withGame({}, async (page) => {
    await instantKey(page, 'Enter', 'Enter');
    await until(page, 'the fight', playing);
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await until(page, 'the pause menu after the window lost the focus', screen('paused'));
  });
});

test('gamepad: the pad in use going away pauses; its south button takes the menu', async () => {
  await withGame({ init: fakeGamepad }, async (page) => {
    await hold(page, ...padButton(page, 0), 'the fight to start', playing);
    await hold(page, ...padButton(page, 5), 'Jab 1', did('Jab 1'));
    await page.evaluate(() => window.agPad.unplug());
    await until(page, 'the pause menu after the pad went away', screen('paused'));
    await page.evaluate(() => window.agPad.plug());
    await hold(page, ...padButton(page, 0), 'Resume taken with the south button', screen('playing'));
  });
});

test('a pad with no standard layout: a notice names it, and it plays through the fallback', async () => {
  const opts = { init: fakeGamepad, initArg: { id: 'Acme Weird Joystick', mapping: '' } };
  await withGame(opts, async (page) => {
    const s = await until(page, 'the notice', (s) => s.notice);
    assert.match(s.notice, /Gamepad "Acme Weird Joystick" has no standard layout/);
    await hold(page, ...padButton(page, 0), 'the fight to start from raw button 0', playing);
    await hold(page, ...padButton(page, 5), 'Jab 1 from raw button 5', did('Jab 1'));
  });
});

test('F2: the graph panel opens fitted, zooms with the wheel, pans with a drag that does not swing', async () => {
  await withGame({}, async (page) => {
    await instantKey(page, 'Enter', 'Enter');
    await until(page, 'the fight', playing);
    await instantKey(page, 'F2', 'F2');
    const open = await until(page, 'the graph panel', (s) => s.graph);
    assert.equal(open.graph.zoom, open.graph.fit, 'the panel did not open fitted');
    assert.ok(open.graph.fit <= 1);
    const x = 640;
    const y = 560; // inside the panel, above the item strip
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -120);
    const zoomed = await until(page, 'a zoom in', (s) => s.graph.zoom > open.graph.fit);
    await page.mouse.down();
    await page.mouse.move(x - 200, y, { steps: 4 });
    const panned = await until(page, 'a pan', (s) => s.graph.pan[0] > zoomed.graph.pan[0]);
    await page.mouse.up();
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'graph-zoomed.png'), await page.screenshot());
    await frames(page, 10);
    const end = await until(page, 'a state', () => true);
    assert.ok(!did('Jab 1')(end), 'the drag swung');
    assert.ok(panned.graph.pan[0] > zoomed.graph.pan[0]);
  });
});
