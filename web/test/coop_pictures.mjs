// coop_pictures.mjs checks a co-op picture against what its machine's
// state says it draws (the game's "view": each character's place on the
// screen, each player's seat colours, name tag, edge arrow and HUD
// panel). game/windowtest/coop_pictures_test.go makes the same checks on
// the desktop's pictures, with the same colours and thresholds; see it for
// where each colour comes from in the game's source.

import { near, px } from './pixels.mjs';

const hex = (s) => [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16));

// FLOOR is about the floor's colour, which a see-through body shows.
const FLOOR = 45;

// bodyShade matches the shades of a body colour (0.45 in shadow to 1.2
// lit) as the game draws the body: scaled by its tint (red, green, blue,
// opacity, as the state says), clipped at white, over the floor where it
// is see-through; within tol.
function bodyShade(c, tint, tol) {
  const [r, g, b, a] = tint || [1, 1, 1, 1];
  const s = [c[0] * r, c[1] * g, c[2] * b];
  const under = (1 - a) * FLOOR;
  return (p) => {
    for (let k = 0.45; k <= 1.2001; k += 0.025) {
      if (p.every((v, i) => Math.abs(v - (Math.min(255, k * s[i]) + under)) <= tol)) return true;
    }
    return false;
  };
}

// count returns how many pixels of the box x0, y0, x1, y1 m matches and
// their centre.
function count(img, [x0, y0, x1, y1], m) {
  const r = [Math.max(0, Math.floor(x0)), Math.max(0, Math.floor(y0)), Math.min(img.width, Math.ceil(x1)), Math.min(img.height, Math.ceil(y1))];
  let n = 0;
  let cx = 0;
  let cy = 0;
  for (let y = r[1]; y < r[3]; y++) {
    for (let x = r[0]; x < r[2]; x++) {
      if (m(px(img, x, y))) {
        n++;
        cx += x;
        cy += y;
      }
    }
  }
  return { n, cx: n ? cx / n : 0, cy: n ? cy / n : 0, area: Math.max(0, r[2] - r[0]) * Math.max(0, r[3] - r[1]) };
}

// The colours and thresholds, measured on the pictures the co-op tests
// take (game/windowtest/coop_pictures_test.go holds the same).
export const COOP = {
  bodyTol: 20, // a body pixel's distance from its shade of the seat's colour
  bodyHalf: 30, // the box around a body's centre: inside its ring (54 px out)
  minBody: 400, // seat-coloured body pixels in it (a drawn body: 700-1150)
  maxBodyOff: 12, // how far their centre may lie from the body's
  textTol: 24, // a name's pixels around its light colour
  tagPerGlyph: 7, // name pixels on a tag's plate, per letter (seen: 13-15)
  minTagDark: 0.45, // the share of a tag's box that is its dark plate (seen: 0.61-0.63)
  plate: [16, 16, 20], // colTagPlate over the floor (game/tags.go)
  plateTol: 10,
  edgeTol: 24, // the plate's edge, in the seat's colour
  edgeShare: 0.5, // its pixels per pixel of the box's perimeter (seen: 1.2-1.6)
  minPanelSwatch: 200, // the panel's 6x38 swatch of the seat's colour (seen: 228)
  panelPerGlyph: 5, // the name on the panel, per letter (seen: 10-12)
  minArrow: 200, // an edge arrow's pixels of the light colour
  down: [230, 70, 60], // colDefeat: "DOWN"
  minDown: 30,
  // The HUD's panels, drawn over the fight (game/hud.go, teamhud.go,
  // hint.go): the player's bars, up to three teammates' panels, the
  // bottom strip. A body or tag under one is not checked, only said.
  hud: [[0, 0, 370, 100], [0, 100, 292, 240], [0, 610, 1280, 720]],
};

const overlaps = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const underHUD = (box) => COOP.hud.some((z) => overlaps(box, z));

// tagsOver returns the share of a body's box the name tags of players
// other than the body's cover: tags are drawn over bodies.
function tagsOver(view, name, r) {
  const tags = view.characters.filter((o) => o.name !== name && o.tag && o.onScreen).map((o) => o.tag);
  let covered = 0;
  let all = 0;
  for (let y = Math.max(0, Math.floor(r[1])); y < Math.min(720, Math.ceil(r[3])); y++) {
    for (let x = Math.max(0, Math.floor(r[0])); x < Math.min(1280, Math.ceil(r[2])); x++) {
      all++;
      if (tags.some((t) => x >= t[0] && x < t[2] && y >= t[1] && y < t[3])) covered++;
    }
  }
  return all ? covered / all : 0;
}

// overBody reports whether a tag's box lies over the body of a character
// other than the tag's own: its see-through plate is not the floor's dark
// there.
function overBody(view, name, r) {
  const h = COOP.bodyHalf;
  return view.characters.some((o) => o.name !== name && o.onScreen && overlaps(r, [o.x - h, o.y - h, o.x + h, o.y + h]));
}

// checkCoopPicture returns what is wrong with a co-op picture given its
// machine's state: each other player (each one drawn, when all is well)
// must show, where the state says, its body in its seat's colour and its
// name tag over it when on screen, else its arrow and name at the edge;
// and its panel in the HUD, with "DOWN" once fallen. It returns the
// problems, the figures measured and what it could not check: a body or
// tag under the HUD's panels, which are drawn over them.
export function checkCoopPicture(img, state) {
  const problems = [];
  const figures = [];
  const skipped = [];
  const view = state && state.view;
  if (!view || !view.characters) return { problems: ['the state has no view: not a co-op fight on screen'], figures, skipped };
  if (img.width !== 1280 || img.height !== 720) problems.push(`the picture is ${img.width}x${img.height}, not the game's 1280x720`);
  const mates = view.characters.filter((c) => c.player && !c.local);
  if (mates.length === 0) problems.push('the view holds no other player');
  for (const c of view.characters.filter((c) => c.player)) {
    const seat = hex(c.color);
    const light = hex(c.light);
    const glyphs = c.name.replace(/\s/g, '').length;
    const f = { name: c.name, local: !!c.local, onScreen: c.onScreen };
    const h = COOP.bodyHalf;
    const body = [c.x - h, c.y - h, c.x + h, c.y + h];
    if (c.onScreen && underHUD(body)) {
      skipped.push(`${c.name}'s body at (${c.x.toFixed(0)},${c.y.toFixed(0)}) is under the HUD`);
    } else if (c.onScreen) {
      // A body at the screen's edge is checked for what of it shows.
      const b = count(img, body, bodyShade(seat, c.tint, COOP.bodyTol));
      const full = (Math.ceil(body[2]) - Math.floor(body[0])) * (Math.ceil(body[3]) - Math.floor(body[1]));
      const covered = tagsOver(view, c.name, body);
      const shown = (b.area / full) * (1 - covered);
      f.body = b.n;
      if (covered > 0) f.bodyUnderTag = +covered.toFixed(2);
      const off = Math.hypot(b.cx - c.x, b.cy - c.y);
      if (b.n < COOP.minBody * shown || (shown === 1 && off > COOP.maxBodyOff)) {
        problems.push(`${c.name}: ${b.n} pixels of its body's ${c.color} about (${b.cx.toFixed(0)},${b.cy.toFixed(0)}) around (${c.x.toFixed(0)},${c.y.toFixed(0)}), want ${(COOP.minBody * shown).toFixed(0)} within ${COOP.maxBodyOff} px`);
      }
    }
    if (c.local) {
      figures.push(f);
      continue;
    }
    if (c.onScreen) {
      if (!c.tag) {
        problems.push(`${c.name}: on screen with no name tag in the state`);
      } else if (underHUD(c.tag)) {
        skipped.push(`${c.name}'s name tag at ${c.tag.map((v) => v.toFixed(0))} is under the HUD`);
      } else {
        const text = count(img, c.tag, near(c.down ? mix(light, [120, 120, 128], 0.5) : light, COOP.textTol));
        const dark = count(img, c.tag, near(COOP.plate, COOP.plateTol));
        const edge = count(img, c.tag, near(c.down ? mix(seat, [60, 60, 66], 0.6) : seat, COOP.edgeTol));
        const minText = COOP.tagPerGlyph * glyphs;
        const minEdge = COOP.edgeShare * 2 * (c.tag[2] - c.tag[0] + c.tag[3] - c.tag[1]);
        Object.assign(f, { tagText: text.n, tagDark: +(dark.n / Math.max(1, dark.area)).toFixed(2), tagEdge: edge.n });
        const minDark = overBody(view, c.name, c.tag) ? 0 : COOP.minTagDark; // its name and edge still show
        if (minDark === 0) f.tagOverBody = true;
        if (text.n < minText || dark.n < minDark * dark.area || edge.n < minEdge) {
          problems.push(`${c.name}: its name tag at ${c.tag.map((v) => v.toFixed(0))} has ${text.n} name pixels (want ${minText}), ` +
            `a plate over ${(100 * dark.n / Math.max(1, dark.area)).toFixed(0)}% of it (want ${100 * COOP.minTagDark}%), ${edge.n} edge pixels (want ${minEdge.toFixed(0)})`);
        }
        if (c.down) {
          const down = count(img, c.tag, near(COOP.down, 24));
          f.tagDown = down.n;
          if (down.n < COOP.minDown) problems.push(`${c.name}: down, and its tag shows ${down.n} pixels of DOWN`);
        }
      }
    } else if (!c.arrow || !c.label) {
      problems.push(`${c.name}: off screen with no edge arrow in the state`);
    } else {
      const [ax, ay] = c.arrow;
      const a = count(img, [ax - 26, ay - 26, ax + 26, ay + 26], near(light, COOP.textTol));
      const l = count(img, c.label, near(light, COOP.textTol));
      Object.assign(f, { arrow: a.n, label: l.n });
      const minText = COOP.panelPerGlyph * glyphs;
      if (a.n < COOP.minArrow || l.n < minText) {
        problems.push(`${c.name}: off screen; its arrow at (${ax.toFixed(0)},${ay.toFixed(0)}) has ${a.n} pixels (want ${COOP.minArrow}), its name ${l.n} (want ${minText})`);
      }
    }
    if (!c.panel) {
      problems.push(`${c.name}: no HUD panel in the state`);
    } else {
      const [x0, y0, , y1] = c.panel;
      const sw = count(img, [x0, y0, x0 + 6, y1], near(c.down ? mix(seat, [60, 60, 66], 0.5) : seat, 8));
      const text = count(img, c.panel, near(c.down ? mix(light, [120, 120, 128], 0.5) : light, COOP.textTol));
      const minText = COOP.panelPerGlyph * glyphs;
      Object.assign(f, { panelSwatch: sw.n, panelText: text.n });
      if (sw.n < COOP.minPanelSwatch || text.n < minText) {
        problems.push(`${c.name}: its HUD panel at ${c.panel.map((v) => v.toFixed(0))} has ${sw.n} swatch pixels (want ${COOP.minPanelSwatch}) and ${text.n} of its name (want ${minText})`);
      }
      if (c.down) {
        const down = count(img, c.panel, near(COOP.down, 24));
        f.panelDown = down.n;
        if (down.n < COOP.minDown) problems.push(`${c.name}: down, and its panel shows ${down.n} pixels of DOWN`);
      }
    }
    figures.push(f);
  }
  return { problems, figures, skipped };
}

// mix blends colour a a share k of the way to b, as the game's mixRGBA.
function mix(a, b, k) {
  return a.map((v, i) => Math.floor(v + (b[i] - v) * k));
}
