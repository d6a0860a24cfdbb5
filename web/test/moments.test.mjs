// The named moments of the game's look, taken in a real browser (Debian's
// Chromium, headless, software WebGL) and checked for what each must show,
// by colour and place: a hit spark, a parry, a wind-up telegraph, each
// enemy type side by side, the pause menu, and F2 fitting the sword's
// graph. The page's ?args= passes the game the hidden picture flags of
// main.go; each picture is saved to out/web/moments/<name>.png. The
// desktop test (game/windowtest/moments_test.go) takes and checks the same
// pictures in a window with the same colours and thresholds: see it for
// where each colour comes from in the game's source.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, frames, openGame, pngPixels, startBrowser, startServer, until, waitFirstFrame } from './harness.mjs';
import { near, px, shadeOf } from './pixels.mjs';

const OUT = join(ROOT, 'out', 'web', 'moments');
const FIRST_FRAME_WAIT_MS = 30000;
// FREEZE_WAIT_MS bounds the wait for a moment: the parry comes at tick
// 861, about 20 s after the page opens when headless Chromium runs the
// game alone on the project's 2-core machine (a tab in the background
// hardly runs: the moments are taken one at a time).
const FREEZE_WAIT_MS = 180000;

let server;
let browser;
const shots = {}; // name: the decoded picture, for the checks that compare two

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

// --- The pictures' pixels --------------------------------------------------


const rect = (x0, y0, x1, y1) => ({ x0, y0, x1, y1 });
const grow = (r, d) => rect(r.x0 - d, r.y0 - d, r.x1 + d, r.y1 + d);
const clip = (img, r) => rect(Math.max(0, r.x0), Math.max(0, r.y0), Math.min(img.width, r.x1), Math.min(img.height, r.y1));


const anyOf = (...ms) => (p) => ms.some((m) => m(p));

// The colours the checks look for (game/windowtest/moments_test.go says
// where each comes from).
const flashWhite = ([r, g, b]) => Math.min(r, g, b) >= 180 && Math.max(r, g, b) - Math.min(r, g, b) <= 14;
const hitWarm = ([r, g, b]) => r >= 120 && r - g >= 12 && g - b >= 15 && b >= 0.42 * r && b <= 0.75 * r;
const parryGold = ([r, g, b]) => r >= 120 && g >= 0.70 * r && g <= 0.90 * r && b >= 0.16 * r && b <= 0.42 * r && g - b >= 45;
const cueRing = ([r, g, b]) => r >= 190 && g >= 45 && g <= 165 && b <= 75 && g - b >= 15;
const damageNumber = near([255, 240, 200], 14);
const parryLabel = near([255, 220, 90], 8);
const hudGold = near([255, 200, 70], 40);
const menuSelFill = near([70, 56, 20], 12);
const menuFill = near([26, 28, 36], 10);
const graphPanel = near([15, 17, 24], 8);
const cardFill = anyOf(near([30, 48, 70], 6), near([72, 66, 24], 6), near([56, 40, 78], 6),
  near([78, 36, 52], 6), near([30, 96, 58], 6), near([226, 232, 240], 6));

const BODIES = [
  ['Grunt', [79, 157, 58]],
  ['Brute', [232, 94, 58]],
  ['Skirmisher', [217, 184, 31]],
  ['Weakling', [172, 126, 206]],
];
const HERO = [66, 128, 240];
const BODY_TOL = 20;
const FIGHT_AREA = rect(0, 100, 1280, 600);

// The thresholds, as the desktop test's.
const MIN = {
  flash: 1500, hitSpark: 300, damageNumber: 40, parryGold: 1000, parryLabel: 100,
  cueRing: 1000, ringRadius: 30, ringShare: 0.8, ringBody: 300,
  body: 400, bodyBlob: 150, hero: 800, apart: 100,
  menuShare: 0.6, menuEdge: 600, panel: 100000, cards: 5000, cardsHalf: 1000,
};
const MAX_ROW_SLANT = 40;
const MAX_DIM_RATIO = 0.6;
const CARD_REACH = 0.1;
const VIEW_X0 = 24;
const VIEW_X1 = 1256;
const PANEL = rect(16, 620 - 414, 1264, 620);
const CLIP_COLUMNS = 4;
const MENU = { x: 140, y: 200, w: 320, h: 52, pitch: 62 };

// count returns the pixels in r that m matches: how many, their centre
// and bounding box.
function count(img, r, m) {
  const c = clip(img, r);
  const b = { n: 0, cx: 0, cy: 0, box: null };
  for (let y = c.y0; y < c.y1; y++) {
    for (let x = c.x0; x < c.x1; x++) {
      if (m(px(img, x, y))) add(b, x, y);
    }
  }
  return done(b);
}

function add(b, x, y) {
  b.n++;
  b.cx += x;
  b.cy += y;
  b.box = b.box ? rect(Math.min(b.box.x0, x), Math.min(b.box.y0, y), Math.max(b.box.x1, x + 1), Math.max(b.box.y1, y + 1)) : rect(x, y, x + 1, y + 1);
}

function done(b) {
  if (b.n > 0) {
    b.cx /= b.n;
    b.cy /= b.n;
  }
  return b;
}

const show = (b) => (b.n === 0 ? '0 px' :
  `${b.n} px about (${b.cx.toFixed(0)},${b.cy.toFixed(0)}) in (${b.box.x0},${b.box.y0})-(${b.box.x1},${b.box.y1})`);

// biggest returns the largest 4-connected set of pixels in r that m
// matches, with its points.
function biggest(img, r, m) {
  const c = clip(img, r);
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  const seen = new Uint8Array(w * h);
  let best = { n: 0, cx: 0, cy: 0, box: null, pts: [] };
  const stack = [];
  for (let i = 0; i < w * h; i++) {
    if (seen[i] || !m(px(img, c.x0 + (i % w), c.y0 + Math.floor(i / w)))) continue;
    const b = { n: 0, cx: 0, cy: 0, box: null, pts: [] };
    seen[i] = 1;
    stack.push(i);
    while (stack.length > 0) {
      const j = stack.pop();
      const x = j % w;
      const y = Math.floor(j / w);
      add(b, c.x0 + x, c.y0 + y);
      b.pts.push([c.x0 + x, c.y0 + y]);
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const k = ny * w + nx;
        if (!seen[k] && m(px(img, c.x0 + nx, c.y0 + ny))) {
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
    if (b.n > best.n) best = done(b);
  }
  return best;
}

// luma returns the mean brightness (Rec. 709 weights) of r's pixels.
function luma(img, r) {
  let s = 0;
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0; x < r.x1; x++) {
      const [R, G, B] = px(img, x, y);
      s += 0.2126 * R + 0.7152 * G + 0.0722 * B;
    }
  }
  return s / ((r.x1 - r.x0) * (r.y1 - r.y0));
}

// ringShape describes a blob as a ring about its centre: the mean
// distance of its pixels, the share within 20% of that, and how many of
// the eight directions around it they reach.
function ringShape(b) {
  const dirs = new Set();
  let radius = 0;
  for (const [x, y] of b.pts) {
    radius += Math.hypot(x - b.cx, y - b.cy);
    dirs.add(Math.floor((Math.atan2(y - b.cy, x - b.cx) + Math.PI) / (2 * Math.PI) * 8) % 8);
  }
  radius /= b.pts.length;
  const within = b.pts.filter(([x, y]) => Math.abs(Math.hypot(x - b.cx, y - b.cy) - radius) <= 0.2 * radius).length;
  return { radius, share: within / b.pts.length, octants: dirs.size };
}

// A check's findings: every count is reported with its bound, and the
// check fails at the end with all the shortfalls.
function findings(t) {
  const fails = [];
  return {
    log: (msg) => t.diagnostic(msg),
    fail: (msg) => { t.diagnostic(`FAIL: ${msg}`); fails.push(msg); },
    atLeast(what, have, want) {
      t.diagnostic(`${what}: ${have} (want >= ${want})`);
      if (have < want) fails.push(`${what}: ${have}, want at least ${want}`);
    },
    end: () => assert.deepEqual(fails, [], fails.join('\n')),
  };
}

// --- The checks --------------------------------------------------------------

// checkHit: the struck enemy flashes white, warm sparks fly over it, and
// its damage number shows beside it. Sparks over a white body look alike,
// warm or gold (the parry's picture has 400 "warm" pixels there): the
// damage number tells a hit from a parry.
function checkHit(f, img) {
  const flash = biggest(img, rect(0, 0, img.width, img.height), flashWhite);
  f.log(`white flash: ${show(flash)}`);
  f.atLeast("the struck body's white flash (px)", flash.n, MIN.flash);
  if (flash.n === 0) return;
  f.atLeast('warm spark pixels on the struck body', count(img, grow(flash.box, 8), hitWarm).n, MIN.hitSpark);
  const number = count(img, grow(flash.box, 120), damageNumber);
  f.log(`damage number: ${show(number)}`);
  f.atLeast('damage number pixels within 120 px of it', number.n, MIN.damageNumber);
}

// checkParry: the parried enemy flashes white, gold sparks and a gold
// ring burst about it, and PARRY shows over it.
function checkParry(f, img) {
  const flash = biggest(img, rect(0, 0, img.width, img.height), flashWhite);
  f.log(`white flash: ${show(flash)}`);
  f.atLeast("the parried body's white flash (px)", flash.n, MIN.flash);
  if (flash.n === 0) return;
  const gold = count(img, grow(flash.box, 60), parryGold);
  f.log(`gold: ${show(gold)}`);
  f.atLeast('gold spark, ring and label pixels within 60 px of it', gold.n, MIN.parryGold);
  const label = count(img, grow(flash.box, 150), parryLabel);
  f.log(`PARRY label: ${show(label)}`);
  f.atLeast('PARRY label pixels within 150 px of it', label.n, MIN.parryLabel);
}

// checkWindup: a telegraph ring, round and closed, with an enemy's body
// inside it.
function checkWindup(f, img) {
  const ring = biggest(img, FIGHT_AREA, cueRing);
  f.log(`telegraph ring: ${show(ring)}`);
  f.atLeast('telegraph ring pixels', ring.n, MIN.cueRing);
  if (ring.n === 0) return;
  const { radius, share, octants } = ringShape(ring);
  f.log(`ring: radius ${radius.toFixed(1)} px (want >= ${MIN.ringRadius}), ${share.toFixed(2)} of it within 20% of that ` +
    `(want >= ${MIN.ringShare}), ${octants} of 8 directions`);
  if (radius < MIN.ringRadius || share < MIN.ringShare || octants < 8) {
    f.fail(`the telegraph's pixels are not a ring: radius ${radius.toFixed(1)}, share ${share.toFixed(2)}, ${octants} directions`);
  }
  const r = 0.7 * radius;
  const inside = rect(Math.trunc(ring.cx - r), Math.trunc(ring.cy - r), Math.trunc(ring.cx + r), Math.trunc(ring.cy + r));
  const body = count(img, inside, anyOf(...BODIES.map(([, c]) => shadeOf(c, BODY_TOL))));
  f.atLeast('enemy body pixels inside the ring', body.n, MIN.ringBody);
}

// checkEnemies: every enemy type's body colour, each in its own place in
// a row, and the hero's blue below them.
function checkEnemies(f, img) {
  const row = [];
  for (const [name, c] of BODIES) {
    const all = count(img, FIGHT_AREA, shadeOf(c, BODY_TOL));
    const patch = biggest(img, FIGHT_AREA, shadeOf(c, BODY_TOL));
    f.log(`${name} (${c.join(',')}): ${all.n} px; largest patch ${show(patch)}`);
    f.atLeast(`${name} body pixels`, all.n, MIN.body);
    f.atLeast(`${name} largest patch`, patch.n, MIN.bodyBlob);
    if (patch.n >= MIN.bodyBlob) row.push({ name, at: patch });
  }
  const hero = biggest(img, FIGHT_AREA, shadeOf(HERO, BODY_TOL));
  f.log(`hero: ${show(hero)}`);
  f.atLeast("the hero's blue", hero.n, MIN.hero);
  if (row.length < BODIES.length) return;
  const rowY = row.reduce((s, a) => s + a.at.cy, 0) / row.length;
  const xs = row.map((a) => a.at.cx);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  row.forEach((a, i) => {
    for (const b of row.slice(i + 1)) {
      const d = Math.abs(a.at.cx - b.at.cx);
      if (d < MIN.apart) f.fail(`${a.name} and ${b.name} stand ${d.toFixed(0)} px apart across, want at least ${MIN.apart}: not side by side`);
    }
    const off = Math.abs(a.at.cy - rowY);
    if (off > MAX_ROW_SLANT) f.fail(`${a.name} is ${off.toFixed(0)} px off the row's height, want at most ${MAX_ROW_SLANT}`);
  });
  f.log(`the row: y ${rowY.toFixed(0)}, x ${minX.toFixed(0)} to ${maxX.toFixed(0)}; the hero at (${hero.cx.toFixed(0)},${hero.cy.toFixed(0)})`);
  if (hero.n > 0 && (hero.cy < rowY + 100 || hero.cx < minX || hero.cx > maxX)) {
    f.fail(`the hero at (${hero.cx.toFixed(0)},${hero.cy.toFixed(0)}) is not below the row`);
  }
}

// The screen's sides beside the pause menu and its table: only the fight
// shows there, dimmed when paused.
const sidesLuma = (img) => (luma(img, rect(0, 100, 130, 600)) + luma(img, rect(1180, 100, 1280, 600))) / 2;

// checkPause: the chosen line (Resume) filled and edged gold, the next
// two lines in the menu's fill (the browser's menu has no Quit), and the
// fight behind dimmed: darker than the fight (the gallery's picture, at
// the same place).
function checkPause(f, img) {
  const area = MENU.w * MENU.h;
  const line = (i) => rect(MENU.x, MENU.y + i * MENU.pitch, MENU.x + MENU.w, MENU.y + i * MENU.pitch + MENU.h);
  f.atLeast("the chosen line's fill (colMenuSel) pixels", count(img, line(0), menuSelFill).n, Math.trunc(MIN.menuShare * area));
  f.atLeast("the chosen line's gold edge pixels", count(img, grow(line(0), 4), hudGold).n, MIN.menuEdge);
  for (const i of [1, 2]) {
    f.atLeast(`menu line ${i}'s fill (colMenu) pixels`, count(img, line(i), menuFill).n, Math.trunc(MIN.menuShare * area));
  }
  const fight = shots.enemies;
  if (!fight) {
    f.fail('no fight picture (enemies) to compare the dimmed fight with');
    return;
  }
  const have = sidesLuma(img);
  const ref = sidesLuma(fight);
  f.log(`the sides' brightness: ${have.toFixed(1)} paused, ${ref.toFixed(1)} in the fight: ${(have / ref).toFixed(2)} (want <= ${MAX_DIM_RATIO})`);
  if (have > MAX_DIM_RATIO * ref) f.fail(`the paused fight is not dimmed: brightness ${have.toFixed(1)}, the fight's ${ref.toFixed(1)}`);
}

// checkGraph: the graph panel open with the sword's cards, fitted: cards
// on both halves of the screen reaching near both sides of the view, and
// none in the view's outermost columns, where a clipped graph would cut
// them.
function checkGraph(f, img) {
  f.atLeast('panel pixels (colGraphPanel)', count(img, PANEL, graphPanel).n, MIN.panel);
  const cards = count(img, PANEL, cardFill);
  f.log(`cards: ${show(cards)}`);
  f.atLeast('card fill pixels', cards.n, MIN.cards);
  const mid = (VIEW_X0 + VIEW_X1) / 2;
  f.atLeast('card fill pixels on the left half', count(img, rect(PANEL.x0, PANEL.y0, mid, PANEL.y1), cardFill).n, MIN.cardsHalf);
  f.atLeast('card fill pixels on the right half', count(img, rect(mid, PANEL.y0, PANEL.x1, PANEL.y1), cardFill).n, MIN.cardsHalf);
  const reach = Math.round(CARD_REACH * (VIEW_X1 - VIEW_X0));
  if (cards.n > 0) {
    f.log(`cards from x ${cards.box.x0} to ${cards.box.x1 - 1}; the view is ${VIEW_X0} to ${VIEW_X1 - 1} (want them within ${reach} px of each side)`);
    if (cards.box.x0 > VIEW_X0 + reach || cards.box.x1 < VIEW_X1 - reach) {
      f.fail(`the graph does not fill the view's width: cards from x ${cards.box.x0} to ${cards.box.x1 - 1}`);
    }
  }
  for (const [side, x0, x1] of [['left', PANEL.x0, VIEW_X0 + CLIP_COLUMNS], ['right', VIEW_X1 - CLIP_COLUMNS, PANEL.x1]]) {
    const n = count(img, rect(x0, PANEL.y0, x1, PANEL.y1), cardFill).n;
    f.log(`card pixels in the ${side} edge columns x ${x0}-${x1 - 1}: ${n} (want 0)`);
    if (n > 0) f.fail(`${n} card pixels in the view's ${side} edge columns (x ${x0}-${x1 - 1}): the graph is clipped`);
  }
}

// --- The moments -------------------------------------------------------------

// Each moment: the game's flags, what the state shows once the picture is
// ready, and its check. The idle autopilot starts the fight at once, as
// -frames does on the desktop, and keeps a lost focus from pausing it.
// The gallery comes first: the pause menu's check compares with it.
const MOMENTS = [
  { name: 'enemies', args: '-gallery -autopilot idle', ready: (s) => s.screen === 'playing' && s.tick >= 39, check: checkEnemies },
  { name: 'pause', args: '-pause -autopilot idle', ready: (s) => s.screen === 'paused', check: checkPause },
  {
    name: 'graph-sword',
    args: '-graphview -item Sword -autopilot idle',
    ready: (s) => s.graph && s.graph.zoom === s.graph.fit,
    check: checkGraph,
  },
  { name: 'hit', args: '-item Sword -autopilot skilled -seed 2 -freeze-on hit', ready: (s) => s.frozen, check: checkHit },
  { name: 'windup', args: '-item Sword -autopilot skilled -seed 2 -freeze-on windup', ready: (s) => s.frozen, check: checkWindup },
  { name: 'parry', args: '-item Shield -autopilot skilled -seed 8 -freeze-on parry', ready: (s) => s.frozen, check: checkParry },
];

for (const m of MOMENTS) {
  test(`the moment "${m.name}" (${m.args}) shows what it must`, async (t) => {
    const file = join(OUT, `${m.name}.png`);
    rmSync(file, { force: true });
    const t0 = Date.now();
    const page = await openGame(browser.context, `${server.url}?args=${encodeURIComponent(m.args)}`);
    let png;
    try {
      await waitFirstFrame(page, FIRST_FRAME_WAIT_MS);
      const s = await until(page, `the moment ${m.name}`, (s) => s && !s.error && m.ready(s), FREEZE_WAIT_MS);
      t.diagnostic(`ready after ${((Date.now() - t0) / 1000).toFixed(1)} s at tick ${s.tick} (screen ${s.screen}` +
        `${s.frozen ? ', frozen' : ''}${s.graph ? `, graph zoom ${s.graph.zoom.toFixed(3)} fit ${s.graph.fit.toFixed(3)}` : ''})`);
      if (m.name === 'graph-sword') assert.ok(s.graph.fit <= 1, `the fitting zoom ${s.graph.fit} is over 1`);
      await frames(page, 5); // the frozen, paused or opened screen drawn
      await page.evaluate(() => { for (const id of ['legend', 'focus-hint']) document.getElementById(id).style.visibility = 'hidden'; });
      png = await page.screenshot();
    } catch (e) {
      e.message += `\n--- page console (last 30 lines) ---\n${page.agLog.slice(-30).join('\n')}`;
      throw e;
    } finally {
      await page.close();
    }
    writeFileSync(file, png);
    const img = await pngPixels(browser.context, png);
    assert.deepEqual([img.width, img.height], [1280, 720], 'the screenshot is not the game\'s 1280x720');
    shots[m.name] = img;
    t.diagnostic(`saved out/web/moments/${m.name}.png`);
    const f = findings(t);
    m.check(f, img);
    f.end();
  });
}
