// pixels.mjs reads the colours of a decoded picture (harness.mjs's
// pngPixels) for the tests that check what the game draws.

// px reads the colour at x, y.
export function px(img, x, y) {
  const i = (y * img.width + x) * 4;
  return [img.data[i], img.data[i + 1], img.data[i + 2]];
}

// near matches the colours within tol of c on every channel.
export const near = (c, tol) => ([r, g, b]) => Math.abs(r - c[0]) <= tol && Math.abs(g - c[1]) <= tol && Math.abs(b - c[2]) <= tol;

// shadeOf matches the shades of a body colour, as a sprite shades it: k
// times c for k from 0.45 (in shadow) to 1.2 (lit), within tol.
export function shadeOf(c, tol) {
  const cc = c[0] * c[0] + c[1] * c[1] + c[2] * c[2];
  return (p) => {
    const k = (p[0] * c[0] + p[1] * c[1] + p[2] * c[2]) / cc;
    if (k < 0.45 || k > 1.2) return false;
    return p.every((v, i) => Math.abs(v - k * c[i]) <= tol);
  };
}
