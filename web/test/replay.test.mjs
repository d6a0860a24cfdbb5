// A fight recorded by the desktop game plays the same in the browser.
// web/replays/desktop.json was recorded in the window under Xvfb:
//
//	go build -o /tmp/game . && xvfb-run -a -s "-screen 0 1280x720x24" /tmp/game -assets "" \
//	    -autoplay web/replays/desktop.script.json -frames 300 -record web/replays/desktop.json
//
// The page fetches it (?replay=URL) and the game plays it, stopping with an
// error if a second's digest differs from the recorded one, and holds its
// last tick. The test compares that tick's digest with the final digest
// `go run ./cmd/actiongraph replay` prints for the same file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WEB, openGame, player, startBrowser, startServer, until, waitFirstFrame } from './harness.mjs';

const REPLAY = 'replays/desktop.json';
// TICKS_PER_SECOND_MIN is the slowest play the wait allows: headless
// Chromium with software WebGL runs the game at about 15 ticks a second
// on the project's 2-core machine (a quarter of real time).
const TICKS_PER_SECOND_MIN = 5;
const FIRST_FRAME_WAIT_MS = 30000;

let server;
let browser;
let headless; // what `actiongraph replay` says of REPLAY

// replayHeadless plays file with `go run ./cmd/actiongraph replay` and
// returns its tick count, digests checked and final digest.
function replayHeadless(file) {
  const out = execFileSync('go', ['run', './cmd/actiongraph', 'replay', file], { cwd: ROOT, encoding: 'utf8' });
  const m = /: (\d+) ticks, (\d+) digests match, .*final digest ([0-9a-f]{16})\s*$/.exec(out);
  if (!m) throw new Error(`actiongraph replay ${file} printed no final digest: ${out}`);
  return { ticks: Number(m[1]), seconds: Number(m[2]), digest: m[3] };
}

before(async () => {
  headless = replayHeadless(join('web', REPLAY));
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

// withPage opens the page at path (after the init script, if any), runs fn
// and closes the tab; on a failure it adds the page's console.
async function withPage(path, init, fn) {
  const page = await openGame(browser.context, new URL(path, server.url).href, { init });
  try {
    await fn(page);
  } catch (e) {
    e.message += `\n--- page console (last 30 lines) ---\n${page.agLog.slice(-30).join('\n')}`;
    throw e;
  } finally {
    await page.close();
  }
}

// shownError returns the page's error message, or null when none is shown.
async function shownError(page) {
  return page.evaluate(() => {
    const e = document.getElementById('error');
    return e.hidden ? null : e.innerText;
  });
}

test('a replay recorded on the desktop ends in the browser with the headless final digest', async (t) => {
  // `actiongraph replay` counts the ticks played; the world numbers its
  // ticks from 0, so the last one is one less.
  const last = headless.ticks - 1;
  t.diagnostic(`headless: ${headless.ticks} ticks, ${headless.seconds} per-second digests, final digest ${headless.digest}`);
  await withPage(`?replay=${REPLAY}`, undefined, async (page) => {
    const load = await waitFirstFrame(page, FIRST_FRAME_WAIT_MS);
    assert.equal(load.replay, REPLAY);
    const t0 = Date.now();
    const end = await until(page, `tick ${last}, the replay's last`, (s) => s && s.tick >= last,
      (headless.ticks / TICKS_PER_SECOND_MIN) * 1000);
    const secs = (Date.now() - t0) / 1000;
    t.diagnostic(`browser: tick ${end.tick} after ${secs.toFixed(1)} s (${(end.tick / secs).toFixed(1)} ticks/s), ` +
      `digest ${end.digest}; player's history: ${player(end).history.join(' > ')}`);
    assert.equal(end.tick, last, 'the game ran past the replay\'s end');
    assert.equal(end.digest, headless.digest, 'the browser\'s final digest differs from the headless one');
    // The game holds the last tick: no error, no "game has ended".
    await page.waitForTimeout(500);
    const held = await until(page, 'a state', () => true);
    assert.equal(held.tick, last, 'the game went on after the replay\'s end');
    assert.equal(await shownError(page), null);
    assert.equal(await page.evaluate(() => window.agLoad.phase), 'running');
  });
});

// A replay the game must refuse, given to the page as the loader gives
// one; the page shows why.
const recorded = () => JSON.parse(readFileSync(join(WEB, REPLAY), 'utf8'));
for (const c of [
  {
    what: 'made with other assets',
    edit: (r) => { r.assets = '0000000000000000'; },
    want: /replay made with other assets/,
  },
  {
    what: 'whose first second diverges',
    edit: (r) => { r.digests[0] = r.digests[0] === '0'.repeat(16) ? '1'.repeat(16) : '0'.repeat(16); },
    want: /replay diverged from its recording at 1 s/,
  },
]) {
  test(`a replay ${c.what} stops the game with a message saying so`, async () => {
    const r = recorded();
    c.edit(r);
    const init = `window.agReplay = ${JSON.stringify(JSON.stringify(r))};`;
    await withPage('', init, async (page) => {
      await page.waitForSelector('#error', { state: 'visible', timeout: FIRST_FRAME_WAIT_MS + 30000 });
      assert.equal(await page.textContent('#error-title'), 'The game stopped');
      assert.match(await page.textContent('#error-log'), c.want);
    });
  });
}

test('a replay address that does not load is shown as such', async () => {
  await withPage('?replay=replays/missing.json', undefined, async (page) => {
    await page.waitForSelector('#error', { state: 'visible', timeout: FIRST_FRAME_WAIT_MS });
    assert.equal(await page.textContent('#error-title'), 'The replay could not load');
    assert.match(await page.textContent('#error-detail'), /replays\/missing\.json: HTTP 404/);
  });
});
