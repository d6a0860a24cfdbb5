// Co-op pictures: every screen shows the other players (issue 16).
// cmd/server serves the page and a match for three. A Chromium page joins
// it first (?join=CODE&name=Cleo), which starts the match's clock; then two
// desktop games join under xvfb-run (-join HOST:PORT/CODE -name Ann, Bo).
// All three hold the fight on the same server tick, SHOT_TICK, once its
// State comes (-shot-tick: every body where the server put it then), and
// picture it: the desktops save -screenshot and -state, the page's canvas
// is captured once its state says "shot". The idle bot plays all three, so
// they stand where the match starts them, 60 to 120 px apart, and every
// screen must frame all of them (bots that walk scatter, and then who is in
// view depends on the timing: game/windowtest/join_test.go checks such
// pictures, arrows and all).
//
// Each picture is checked by pixels against its own machine's state
// (coop_pictures.mjs): each other player's body in its seat's colour where
// that screen draws it, its name tag over it, its panel in the HUD. The
// three machines must hold the same State, the one the server published
// for that tick. The pictures and states are left in out/web/coop/.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT, WEB, openGame, pngPixels, startBrowser, startCoopServer, state, waitFirstFrame } from './harness.mjs';
import { checkCoopPicture } from './coop_pictures.mjs';

const OUT = join(ROOT, 'out', 'web', 'coop');
// SHOT_TICK is the server tick all three picture: 8 s after the page
// joins, time for the two desktop games (started once it has) to join,
// which takes them 1-3 s here; the first wave has reached the players by
// then.
const SHOT_TICK = 480;
const FIRST_FRAME_WAIT_MS = 60000;
const JOIN_WAIT_MS = 60000;
const SHOT_WAIT_MS = 120000;
const NAMES = { page: 'Cleo', desktops: ['Ann', 'Bo'] };

let server;
let browser;
let gameBin;
let built;
const games = [];

// buildGame returns the desktop game's binary: GAME_BIN (make web-test
// builds it), else a fresh build.
function buildGame() {
  if (process.env.GAME_BIN) return resolve(process.env.GAME_BIN);
  built = mkdtempSync(join(tmpdir(), 'ag-game-'));
  const bin = join(built, 'actiongraph-game');
  execFileSync('go', ['build', '-o', bin, '.'], { cwd: ROOT, stdio: 'inherit' });
  return bin;
}

// startGame runs a desktop game under xvfb-run with args, and resolves
// to its exit code and output when it ends.
function startGame(args, dir) {
  // A config folder of its own: the seats it keeps are its own, and the
  // user's are left alone.
  const config = mkdtempSync(join(tmpdir(), 'ag-config-'));
  const env = { ...process.env, XDG_CONFIG_HOME: config };
  const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x720x24', gameBin, ...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (d) => { out += d; });
  proc.stderr.on('data', (d) => { out += d; });
  const done = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal, out })));
  const orphan = () => proc.kill('SIGTERM');
  process.once('exit', orphan);
  const g = { proc, done: done.finally(() => process.off('exit', orphan)) };
  games.push(g);
  return g;
}

before(async () => {
  mkdirSync(OUT, { recursive: true });
  gameBin = buildGame();
  server = await startCoopServer(3);
  browser = await startBrowser();
});

after(async () => {
  try {
    for (const g of games) {
      if (g.proc.exitCode === null && g.proc.signalCode === null) g.proc.kill('SIGTERM');
      await g.done;
    }
    if (browser) await browser.close();
  } finally {
    if (server) await server.stop();
    if (built) rmSync(built, { recursive: true, force: true });
  }
});

// poll reads a page's state until pred holds, or fails saying what it saw.
async function poll(page, what, pred, ms) {
  const end = Date.now() + ms;
  for (;;) {
    const s = await state(page);
    if (pred(s)) return s;
    if (Date.now() > end) {
      throw new Error(`page: no ${what} within ${ms} ms; it shows ${JSON.stringify(s && { screen: s.screen, net: s.net, shot: s.shot })}\n${page.agLog.join('\n')}`);
    }
    await page.waitForTimeout(200);
  }
}

test('two desktops and a page picture one server tick, each showing the others', async () => {
  const args = `-autopilot idle -shot-tick ${SHOT_TICK}`;
  const url = `${server.url}/?join=${server.code}&name=${NAMES.page}&args=${encodeURIComponent(args)}`;
  const page = await openGame(browser.context, url);
  await waitFirstFrame(page, FIRST_FRAME_WAIT_MS);
  await poll(page, 'seat', (s) => s && s.net, JOIN_WAIT_MS);

  const work = mkdtempSync(join(tmpdir(), 'ag-coop-'));
  const desktops = NAMES.desktops.map((name, i) => {
    const shot = join(OUT, `desktop-${i + 1}.png`);
    const st = join(OUT, `desktop-${i + 1}.json`);
    rmSync(shot, { force: true });
    rmSync(st, { force: true });
    const g = startGame(['-assets', '', '-join', `${server.host}/${server.code}`, '-name', name, '-autopilot', 'idle', '-seed', String(i + 1),
      '-shot-tick', String(SHOT_TICK), '-frames', String(SHOT_TICK + 3600), '-screenshot', shot, '-state', st], work);
    return { name, shot, st, g };
  });
  const pageState = await poll(page, `hold on tick ${SHOT_TICK}`, (s) => s && s.shot, SHOT_WAIT_MS);
  const png = await page.screenshot();
  writeFileSync(join(OUT, 'page.png'), png);
  writeFileSync(join(OUT, 'page.json'), JSON.stringify(pageState, null, 2));
  const pictures = [{ who: `page (${NAMES.page})`, img: await pngPixels(browser.context, png), s: pageState }];
  for (const d of desktops) {
    const r = await d.g.done;
    assert.equal(r.code, 0, `desktop ${d.name}: exit ${r.code} ${r.signal || ''}\n${r.out}`);
    pictures.push({ who: `desktop (${d.name})`, img: await pngPixels(browser.context, readFileSync(d.shot)), s: JSON.parse(readFileSync(d.st, 'utf8')) });
  }
  rmSync(work, { recursive: true, force: true });

  // One match, one tick, the State the server published for it.
  const res = await fetch(`${server.url}/digest?code=${server.code}&tick=${SHOT_TICK}`);
  assert.equal(res.status, 200, `the server no longer has tick ${SHOT_TICK}`);
  const { digest } = await res.json();
  const seats = new Set();
  for (const { who, s } of pictures) {
    assert.ok(s.shot, `${who}: not held on the shot's tick`);
    assert.equal(s.net.tick, SHOT_TICK, `${who}: holds tick ${s.net.tick}`);
    assert.equal(s.net.digest, digest, `${who}: the State of tick ${SHOT_TICK} has digest ${s.net.digest}, the server's ${digest}`);
    assert.equal(s.view.characters.filter((c) => c.player).length, 3, `${who}: ${s.view.characters.length} characters, want the three players among them`);
    seats.add(s.net.player);
  }
  assert.equal(seats.size, 3, `the three machines sit in seats ${[...seats]}`);
  for (const { who, s } of pictures.slice(1)) {
    const same = s.characters.every((c, i) => c.x === pageState.characters[i].x && c.y === pageState.characters[i].y);
    assert.ok(same, `${who}: the bodies are not where the page has them at the same tick`);
  }

  // Every screen shows the others.
  const report = [];
  for (const { who, img, s } of pictures) {
    const { problems, figures, skipped } = checkCoopPicture(img, s);
    report.push(`${who}, seat ${s.net.player + 1}: ${JSON.stringify(figures)}`);
    assert.deepEqual(problems, [], `${who}'s picture:\n${problems.join('\n')}`);
    // The players stand mid-screen: nothing of them is under the HUD.
    assert.deepEqual(skipped, [], `${who}'s picture: left unchecked`);
  }
  console.log(`pictures of tick ${SHOT_TICK} in ${OUT}:\n${report.join('\n')}`);
});
