// Co-op in the browser: cmd/server serves the page and a match; two
// Chromium pages (each its own browser, so neither is a throttled
// background tab) join it with ?join=CODE and are played by the masher
// bot through their buttons (?args=-autopilot masher). Both must be
// seated apart, see each other's moves and the same wave, have their
// predicted moves confirmed, and hold, digest for digest, a State the
// server published (GET /digest).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { coopStage, openGame, state, waitFirstFrame } from './harness.mjs';

const FIRST_FRAME_WAIT_MS = 60000;
const PLAY_WAIT_MS = 120000;

// Each page has a browser of its own, so neither is a throttled background tab.
const stage = coopStage(2, 2, { before, after });

// played reads a page's state once its player and the other have moved
// and its predicted moves have been answered.
async function played(page, deadline) {
  for (;;) {
    const s = await state(page);
    if (s && s.screen === 'playing' && s.net && s.net.confirmed >= 8) {
      const other = s.characters[1 - s.net.player];
      if (other && other.history && other.history.length > 0) return s;
    }
    if (Date.now() > deadline) {
      throw new Error(`page never played with the other in view: ${JSON.stringify(s && { screen: s.screen, net: s.net })}\n${page.agLog.join('\n')}`);
    }
    await page.waitForTimeout(200);
  }
}

test('two pages join one match and play it together', async () => {
  const url = `${stage.server.url}/?join=${stage.server.code}&args=${encodeURIComponent('-autopilot masher')}`;
  const pages = [];
  for (const b of stage.browsers) {
    const page = await openGame(b.context, url);
    await waitFirstFrame(page, FIRST_FRAME_WAIT_MS);
    pages.push(page);
  }
  const deadline = Date.now() + PLAY_WAIT_MS;
  const states = [];
  for (const page of pages) states.push(await played(page, deadline));
  assert.notEqual(states[0].net.player, states[1].net.player, 'both pages sit in one seat');
  for (const [i, s] of states.entries()) {
    // The masher never guards: presses it makes while a blow it could
    // not see yet staggers it on the server are refused, as the page
    // says. Two machines drawing in software on two cores also tick
    // unevenly. Most moves must still be confirmed; netplay's in-process
    // TestCoopUnderRoughWeather holds 98% with a bot that backs off.
    assert.ok(s.net.confirmed >= s.net.claims * 2 / 3,
      `page ${i}: ${s.net.confirmed} of ${s.net.claims} predicted moves confirmed`);
    // The State this page holds now is one the server published.
    const now = (await state(pages[i])).net;
    const res = await fetch(`${stage.server.url}/digest?code=${stage.server.code}&tick=${now.tick}`);
    assert.equal(res.status, 200, `page ${i}: the server no longer has tick ${now.tick}`);
    const { digest } = await res.json();
    assert.equal(now.digest, digest, `page ${i}: tick ${now.tick} digest ${now.digest}, the server's ${digest}`);
  }
  for (const s of states) assert.ok(s.wave >= 1, `wave ${s.wave}: the server's waves never came`);
});
