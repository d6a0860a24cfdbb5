// A reloaded page takes its seat back: cmd/server serves the page and a
// match for two; a Chromium page joins it (?join=CODE, played by the
// masher bot), and is reloaded mid-fight, as a player pressing F5 would.
// The page keeps its seat's token in the tab's sessionStorage, so the
// reloaded page sits in the same seat in the same match going on; a page
// of another browser (storage of its own) then gets the other seat, which
// it could not if the reload had taken a new one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { coopStage, openGame, state, waitFirstFrame } from './harness.mjs';

const FIRST_FRAME_WAIT_MS = 60000;
const PLAY_WAIT_MS = 90000;

// Each page has a browser of its own, so neither is a throttled background tab.
const stage = coopStage(2, 2, { before, after });

// seated waits until a page plays the match with the server's word and
// returns its state.
async function seated(page, after = 0) {
  const deadline = Date.now() + PLAY_WAIT_MS;
  for (;;) {
    const s = await state(page);
    if (s && s.screen === 'playing' && s.net && s.net.tick > after) return s;
    if (Date.now() > deadline) {
      throw new Error(`the page never played the match: ${JSON.stringify(s && { screen: s.screen, net: s.net })}\n${page.agLog.join('\n')}`);
    }
    await page.waitForTimeout(200);
  }
}

test('a reloaded page takes its own seat back', async () => {
  const url = `${stage.server.url}/?join=${stage.server.code}&args=${encodeURIComponent('-autopilot masher')}`;
  const page = await openGame(stage.browsers[0].context, url);
  await waitFirstFrame(page, FIRST_FRAME_WAIT_MS);
  const first = await seated(page);
  const kept = await page.evaluate(() => sessionStorage.getItem('actiongraph-game.seats'));
  assert.ok(kept && kept.includes(stage.server.code), `the page kept no seat for ${stage.server.code}: ${kept}`);

  await page.reload();
  await waitFirstFrame(page, FIRST_FRAME_WAIT_MS);
  const back = await seated(page, first.net.tick);
  assert.equal(back.net.player, first.net.player, `the reloaded page sits in seat ${back.net.player}, it sat in ${first.net.player}`);

  const other = await openGame(stage.browsers[1].context, url);
  await waitFirstFrame(other, FIRST_FRAME_WAIT_MS);
  const newcomer = await seated(other);
  assert.notEqual(newcomer.net.player, first.net.player, 'a newcomer took the reloaded page\'s seat');
});
