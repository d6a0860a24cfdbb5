// harness.mjs starts what the browser tests need: the project's static
// server (cmd/serve) on a free port, and Debian's Chromium through
// playwright-core with a fresh profile. It also has the helpers that read
// the game through window.actionGraphState() and act as a player would.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const WEB = fileURLToPath(new URL('..', import.meta.url));
export const ROOT = join(WEB, '..');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// The flags the brief asks for: software WebGL (SwiftShader through ANGLE)
// so the game draws with no GPU, and nothing that reaches the network.
const ARGS = [
  '--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu',
  '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync',
];

// startServer runs cmd/serve (SERVE_BIN, or a fresh build of it) on a
// free port and resolves to its address and a stop function.
export async function startServer() {
  for (const f of ['index.html', 'game.wasm', 'wasm_exec.js']) {
    if (!existsSync(join(WEB, f))) throw new Error(`web/${f} is missing: run make web first`);
  }
  const { url, stop } = await runCommand('serve', process.env.SERVE_BIN, ['-addr', '127.0.0.1:0', '-dir', WEB], (line) => {
    const m = /at (http:\/\/\S+)/.exec(line);
    if (!m) throw new Error(`cmd/serve's first line has no address: ${line}`);
    return { url: m[1] };
  });
  return { url, stop };
}

// runCommand runs cmd/NAME (bin, or a fresh build of it) with args, reads
// its stdout line by line until ready(line) returns a result (or throws),
// within 20 s, and resolves to that result with a stop function. The
// command is killed when the test process exits without stopping it.
export async function runCommand(name, bin, args, ready) {
  let built = null;
  if (!bin) {
    built = mkdtempSync(join(tmpdir(), `ag-${name}-`));
    bin = join(built, name);
    execFileSync('go', ['build', '-o', bin, `./cmd/${name}`], { cwd: ROOT, stdio: 'inherit' });
  }
  const proc = spawn(bin, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const orphan = () => proc.kill('SIGTERM'); // the test process ends without stop: the command ends too
  process.once('exit', orphan);
  const result = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cmd/${name} was not ready within 20 s`)), 20000);
    proc.once('exit', (code) => reject(new Error(`cmd/${name} exited with ${code} before it was ready`)));
    const lines = createInterface({ input: proc.stdout });
    lines.on('line', (line) => {
      try {
        const r = ready(line);
        if (r) {
          clearTimeout(timer);
          lines.removeAllListeners('line');
          resolve(r);
        }
      } catch (e) {
        clearTimeout(timer);
        reject(e);
      }
    });
  });
  const stop = async () => {
    process.off('exit', orphan);
    if (proc.exitCode === null && proc.signalCode === null) {
      const gone = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await gone;
    }
    if (built) rmSync(built, { recursive: true, force: true });
  };
  return { ...result, stop };
}

// startCoopServer runs cmd/server (SERVER_BIN, or a fresh build of it) on
// a free loopback port, serving web/ and a match for players, and
// resolves to its address (host, and url with the scheme), the match's
// code and a stop function.
export async function startCoopServer(players) {
  let code = null;
  return runCommand('server', process.env.SERVER_BIN, ['-addr', '127.0.0.1:0', '-web', WEB, '-match', String(players)], (line) => {
    const m = /^match (\S+)/.exec(line);
    if (m) code = m[1];
    const g = /serving the game at http:\/\/([^/]+)\//.exec(line);
    return g && code ? { host: g[1], url: `http://${g[1]}`, code } : null;
  });
}

// coopStage starts, before the file's tests, a co-op server with a match
// for players and a Chromium of its own for each page to come, and stops
// them after; it returns the stage, whose server and browsers fill in as
// the tests start.
export function coopStage(players, pages, { before, after }) {
  const stage = { server: null, browsers: [] };
  before(async () => {
    stage.server = await startCoopServer(players);
    for (let i = 0; i < pages; i++) stage.browsers.push(await startBrowser());
  });
  after(async () => {
    try {
      for (const b of stage.browsers) await b.close();
    } finally {
      if (stage.server) await stage.server.stop();
    }
  });
  return stage;
}

// startBrowser launches Chromium with a fresh temporary profile and
// resolves to its context and a close function.
export async function startBrowser() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: make web-test installs Debian's chromium`);
  const profile = mkdtempSync(join(tmpdir(), 'ag-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

// openGame opens the page in a new tab (after the init script, if any),
// keeps the page's console for failure messages, and returns the page.
export async function openGame(context, url, { init, initArg } = {}) {
  const page = await context.newPage();
  page.agLog = [];
  page.on('console', (m) => page.agLog.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => page.agLog.push(`pageerror: ${e.message}`));
  if (init) await page.addInitScript(init, initArg);
  await page.goto(url);
  return page;
}

// waitFirstFrame waits until the game has drawn to the screen (or the page
// shows an error), at most timeoutMs by the clock, and returns the page's
// load timings. Software WebGL can hold the page's main thread for
// seconds, so the caller checks the page's own firstFrameMs against its
// bound rather than trusting this wait's timeout.
export async function waitFirstFrame(page, timeoutMs) {
  await page.waitForFunction(
    () => window.agLoad && (window.agLoad.firstFrameMs !== null || window.agLoad.phase === 'error'),
    null, { timeout: timeoutMs, polling: 20 });
  const load = await page.evaluate(() => ({ ...window.agLoad }));
  if (load.phase === 'error') {
    const msg = await page.evaluate(() => document.getElementById('error').innerText);
    throw new Error(`the page shows an error: ${msg}`);
  }
  return load;
}

// state reads the World through the test hook, or null before a fight.
export async function state(page) {
  return page.evaluate(() => {
    if (typeof window.actionGraphState !== 'function') return { noHook: true };
    return JSON.parse(window.actionGraphState());
  });
}

// player returns the player's snapshot from a state.
export function player(s) {
  return s && s.characters ? s.characters.find((c) => c.name === 'Player') : undefined;
}

// until polls the game's state until pred(state) holds and returns that
// state; on timeout it fails with what it last saw. The default timeout is
// long because software WebGL draws a few frames a second at times.
export async function until(page, what, pred, timeoutMs = 15000) {
  const end = Date.now() + timeoutMs;
  let s;
  for (;;) {
    s = await state(page);
    if (s && s.noHook) throw new Error('window.actionGraphState is missing: game.New must call installTestHook');
    if (s && s.error) throw new Error(`window.actionGraphState: ${s.error}`);
    if (pred(s)) return s;
    if (Date.now() > end) {
      const p = player(s);
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; player now: ` +
        JSON.stringify(p ? { node: p.node, window: p.window, item: p.item, history: p.history } : s));
    }
    await page.waitForTimeout(15);
  }
}

// hold presses something (down), keeps it down for at least minMs and
// until the game shows it saw the press (pred on its state), and releases
// it (up), as a person holds a button until the move starts. Ebitengine
// reads the devices once a frame, and a press released within one frame is
// lost; holding until the game answers keeps the test true however slowly
// the browser draws.
export async function hold(page, down, up, what, pred, minMs = 60) {
  const t0 = Date.now();
  await down();
  try {
    return await until(page, what, pred);
  } finally {
    const left = minMs - (Date.now() - t0);
    if (left > 0) await page.waitForTimeout(left);
    await up();
  }
}

// mouse returns down and up functions for a button at the canvas's centre.
export function mouse(page, button = 'left') {
  return [
    async () => { await page.mouse.move(640, 360); await page.mouse.down({ button }); },
    () => page.mouse.up({ button }),
  ];
}

// key returns down and up functions for a key.
export function key(page, name) {
  return [() => page.keyboard.down(name), () => page.keyboard.up(name)];
}

// padButton returns down and up functions for a button of the fake pad.
export function padButton(page, button) {
  return [
    () => page.evaluate((b) => window.agPad.press(b), button),
    () => page.evaluate((b) => window.agPad.release(b), button),
  ];
}

// fromFirst returns the part of a history from the first start of node.
export function fromFirst(history, node) {
  const i = history.indexOf(node);
  return i < 0 ? [] : history.slice(i);
}

// countColours counts the distinct RGB colours of a PNG, decoding it in a
// blank tab of the same browser.
export async function countColours(context, png) {
  const tab = await context.newPage();
  try {
    return await tab.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      return seen.size;
    }, png.toString('base64'));
  } finally {
    await tab.close();
  }
}

// fakeGamepad is an init script: navigator.getGamepads returns one pad
// that window.agPad.press(i) and release(i) drive, stick(axis, value)
// tilts, and unplug() and plug() take away and give back. By default it is
// a standard-mapping pad (buttons by the standard layout: 0 south, 5 right
// shoulder, 9 start); opts.id and opts.mapping ('' for a pad the browser
// does not map) make another (pass them as openGame's initArg).
export function fakeGamepad(opts) {
  const o = opts || {};
  const blank = () => ({ pressed: false, touched: false, value: 0 });
  const pad = {
    id: o.id || 'Test pad (STANDARD GAMEPAD Vendor: 0000 Product: 0000)', index: 0, connected: true,
    mapping: o.mapping === undefined ? 'standard' : o.mapping, timestamp: 0, axes: [0, 0, 0, 0],
    buttons: Array.from({ length: 17 }, blank),
  };
  let plugged = true;
  window.agPad = {
    press(i) { pad.buttons[i] = { pressed: true, touched: true, value: 1 }; pad.timestamp = performance.now(); },
    release(i) { pad.buttons[i] = blank(); pad.timestamp = performance.now(); },
    stick(axis, value) { pad.axes[axis] = value; pad.timestamp = performance.now(); },
    unplug() { plugged = false; pad.connected = false; },
    plug() { plugged = true; pad.connected = true; },
  };
  Object.defineProperty(Navigator.prototype, 'getGamepads', {
    value: () => [plugged ? pad : null, null, null, null], configurable: true,
  });
}

// instantClick presses and releases a mouse button on the canvas at x, y
// (screen pixels; the page is 1280x720) in one task, so no frame can come
// between the two: a press that only a latched edge can catch.
export function instantClick(page, x = 640, y = 360, button = 0) {
  return page.evaluate(([x, y, button]) => {
    const c = document.querySelector('canvas');
    const at = { clientX: x, clientY: y, button, bubbles: true, cancelable: true, view: window };
    c.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 << button }));
    c.dispatchEvent(new MouseEvent('mouseup', { ...at, buttons: 0 }));
  }, [x, y, button]);
}

// instantKey presses and releases a key (its KeyboardEvent code and key)
// on the canvas in one task.
export function instantKey(page, code, key) {
  return page.evaluate(([code, key]) => {
    const c = document.querySelector('canvas');
    const ev = { code, key, bubbles: true, cancelable: true };
    c.dispatchEvent(new KeyboardEvent('keydown', ev));
    c.dispatchEvent(new KeyboardEvent('keyup', ev));
  }, [code, key]);
}

// frames resolves after n of the page's animation frames.
export function frames(page, n) {
  return page.evaluate((n) => new Promise((resolve) => {
    const step = (k) => (k === 0 ? resolve() : requestAnimationFrame(() => step(k - 1)));
    step(n);
  }), n);
}

// pngPixels decodes a PNG in a blank tab of the same browser, as
// countColours does, and resolves to its width, height and pixels: data
// holds 4 bytes a pixel (R, G, B, A), row by row from the top left.
export async function pngPixels(context, png) {
  const tab = await context.newPage();
  try {
    const { width, height, b64 } = await tab.evaluate(async (src) => {
      const img = new Image();
      img.src = `data:image/png;base64,${src}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d', { willReadFrequently: true });
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let s = '';
      for (let i = 0; i < d.length; i += 0x8000) s += String.fromCharCode.apply(null, d.subarray(i, i + 0x8000));
      return { width: c.width, height: c.height, b64: btoa(s) };
    }, png.toString('base64'));
    return { width, height, data: Buffer.from(b64, 'base64') };
  } finally {
    await tab.close();
  }
}
