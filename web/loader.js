// loader.js starts the game in the page: it checks for WebAssembly and
// WebGL 2, downloads game.wasm with a progress bar (compiling it while it
// streams in), runs it with the Go release's wasm_exec.js, and keeps the
// loading screen up until the game has drawn its first frame.
//
// window.agLoad records the timings, in milliseconds since navigation
// (performance.now()), for people and for the browser tests:
//   phase        checking | downloading | starting | running | error | ended
//   responseMs   the wasm's response headers arrive
//   downloadedMs its last byte arrives
//   fetchedMs    it is compiled and instantiated
//   goStartMs    the Go program starts (its init and game.New follow)
//   firstFrameMs the game draws its first frame to the screen
//   wasmBytes    decoded wasm bytes received
//   error        the title of the message shown when the game cannot run
//   replay       the ?replay URL being played, or null
//
// Query: ?args=-debug%20-seed%203 passes flags to the game (see main.go).
// ?join=CODE joins a co-op match on the server that served the page, as
// ?name=NAME.
// ?replay=replays/desktop.json plays a fight recorded with -record: the
// game reads no files here, so the page fetches it while the wasm
// downloads and hands it over in window.agReplay (the text) and
// window.agReplayName (the URL) before the game starts.
'use strict';

(() => {
  const load = (window.agLoad = {
    phase: 'checking', error: null, wasmBytes: 0, replay: null,
    responseMs: null, downloadedMs: null, fetchedMs: null, goStartMs: null, firstFrameMs: null,
  });
  const $ = (id) => document.getElementById(id);
  const bar = $('bar');
  const fill = $('bar-fill');
  const status = $('status');
  const stderr = []; // the Go program's last lines on standard error

  const mb = (n) => (n / 1048576).toFixed(1);

  function progress(fraction, text) {
    fill.style.transform = `scaleX(${Math.max(0, Math.min(1, fraction))})`;
    bar.setAttribute('aria-valuenow', String(Math.round(fraction * 100)));
    status.textContent = text;
  }

  function fail(title, detail, phase = 'error') {
    if (load.phase === 'error' || load.phase === 'ended') return;
    load.phase = phase;
    load.error = title;
    $('loader').hidden = true;
    $('legend').hidden = true;
    $('error-title').textContent = title;
    $('error-detail').textContent = detail;
    if (stderr.length) {
      $('error-log').textContent = stderr.join('\n');
      $('error-log').hidden = false;
    }
    $('error').hidden = false;
    document.body.classList.remove('loading');
  }

  const noWasm = ['This browser cannot run WebAssembly',
    'The game is Go compiled to WebAssembly. Open it in a current Chrome, Edge, Firefox or Safari, ' +
    'and check that WebAssembly is not turned off by a policy or a "safer browsing" setting.'];
  const noWebGL = ['WebGL 2 is not available',
    'The game draws with WebGL 2. Turn on hardware acceleration (graphics acceleration) in the ' +
    "browser's settings, update the graphics driver, or try another browser."];

  function hasWasm() {
    return typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function';
  }

  // hasWebGL2 makes a WebGL 2 context, the one thing the game's renderer
  // needs, and lets it go.
  function hasWebGL2() {
    let gl = null;
    try {
      gl = document.createElement('canvas').getContext('webgl2');
    } catch (e) {
      return false;
    }
    if (!gl) return false;
    const lose = gl.getExtension('WEBGL_lose_context');
    if (lose) lose.loseContext();
    return true;
  }

  // opaqueCanvas makes the game's WebGL canvas opaque. Ebitengine asks for
  // an alpha channel, so the browser blends the canvas over the page every
  // frame; the game paints every pixel opaque, and in software WebGL that
  // blend is a full-screen pass it need not pay.
  function opaqueCanvas() {
    const get = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, attrs) {
      if (type === 'webgl2' || type === 'webgl') attrs = { ...(attrs || {}), alpha: false };
      return get.call(this, type, attrs);
    };
  }

  // watchFirstFrame calls done once the game first draws to the screen's
  // framebuffer. Ebitengine binds the WebGL functions when it makes its
  // context, so the wrappers go on the prototype before the game starts;
  // after the first frame they only pass calls through.
  function watchFirstFrame(done) {
    let seen = false;
    const ctors = [window.WebGL2RenderingContext, window.WebGLRenderingContext].filter(Boolean);
    for (const { prototype: p } of ctors) {
      const bind = p.bindFramebuffer;
      p.bindFramebuffer = function (target, fb) {
        if (!seen) this.agOffscreen = fb != null;
        return bind.call(this, target, fb);
      };
      for (const name of ['drawElements', 'drawArrays']) {
        const draw = p[name];
        p[name] = function () {
          if (!seen && !this.agOffscreen) {
            seen = true;
            done();
          }
          return draw.apply(this, arguments);
        };
      }
    }
  }

  // fetchWasm fetches the wasm and reports the download's progress from a
  // clone of the response, leaving the response itself to the streaming
  // compiler: a response straight from fetch (unlike one made in script)
  // lets the browser cache the compiled code for the next visit. With gzip
  // the server's X-Decoded-Length gives the total of the decoded bytes.
  async function fetchWasm(url, onProgress, signal) {
    const res = await fetch(url, { signal });
    load.responseMs = performance.now();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${res.statusText}`);
    const encoded = res.headers.get('Content-Encoding');
    const total = Number(res.headers.get('X-Decoded-Length')) ||
      (encoded && encoded !== 'identity' ? 0 : Number(res.headers.get('Content-Length'))) || 0;
    if (res.body) {
      const reader = res.clone().body.getReader();
      (async () => {
        for (let got = 0; ;) {
          const { done, value } = await reader.read();
          if (done) {
            load.downloadedMs = performance.now();
            return;
          }
          got += value.byteLength;
          onProgress(got, total);
        }
      })().catch(() => {});
    }
    return res;
  }

  // fetchReplay resolves to the text of the replay at url.
  async function fetchReplay(url, signal) {
    let res;
    try {
      res = await fetch(url, { signal });
    } catch (e) {
      throw new Error(`${url}: ${e.message}`);
    }
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${res.statusText}`);
    return res.text();
  }

  // instantiate compiles the module as it streams in where the browser can
  // (it needs the server to send application/wasm), and otherwise from the
  // whole download.
  async function instantiate(url, res, imports) {
    if (WebAssembly.instantiateStreaming) {
      try {
        return await WebAssembly.instantiateStreaming(res, imports);
      } catch (e) {
        if (!(e instanceof TypeError)) throw e;
        console.warn(`${url}: no streaming compile (${e.message}); compiling from the whole file`);
      }
    }
    const bytes = await (res.bodyUsed ? await fetch(url) : res).arrayBuffer();
    return WebAssembly.instantiate(bytes, imports);
  }

  // captureStderr keeps the Go program's last lines on fd 2 (panics, the
  // game's log) for the error message, and still prints them.
  function captureStderr() {
    const fs = globalThis.fs;
    const write = fs.writeSync;
    const decoder = new TextDecoder();
    fs.writeSync = function (fd, buf) {
      if (fd === 2) {
        stderr.push(...decoder.decode(buf).split('\n').filter((l) => l !== ''));
        stderr.splice(0, Math.max(0, stderr.length - 16));
      }
      return write.call(this, fd, buf);
    };
  }

  function canvas() {
    return document.querySelector('body > canvas');
  }

  // firstFrame shows the game: the loading screen goes once the frame is
  // on screen, and the legend folds into its corner.
  function firstFrame() {
    load.firstFrameMs = performance.now();
    load.phase = 'running';
    progress(1, 'Ready');
    requestAnimationFrame(() => {
      $('loader').hidden = true;
      document.body.classList.remove('loading');
      $('legend').open = false;
      const c = canvas();
      if (c) {
        c.setAttribute('aria-label', 'Action Graph Arena: the game');
        c.addEventListener('focus', () => { $('focus-hint').hidden = true; });
        c.addEventListener('blur', () => { $('focus-hint').hidden = load.phase !== 'running'; });
        if (document.activeElement !== c) c.focus();
      }
    });
  }

  // Clicks outside the legend give the game the keyboard; so does folding
  // or unfolding the legend.
  document.addEventListener('pointerdown', (e) => {
    const c = canvas();
    if (c && e.target !== c && !e.target.closest('#legend, #error')) c.focus();
  });
  $('legend').addEventListener('toggle', () => {
    const c = canvas();
    if (c && load.phase === 'running') c.focus();
  });

  async function main() {
    if (!hasWasm()) {
      fail(...noWasm);
      return;
    }
    if (typeof Go !== 'function') {
      fail('The page is incomplete', 'wasm_exec.js did not load: build the page with `make web`.');
      return;
    }
    // The download starts first; the WebGL check runs while it goes.
    load.phase = 'downloading';
    progress(0, 'Downloading the game…');
    const abort = new AbortController();
    const params = new URLSearchParams(location.search);
    load.replay = params.get('replay');
    const replay = load.replay ? fetchReplay(load.replay, abort.signal) : Promise.resolve(null);
    replay.catch(() => {}); // awaited below; a failure before then is not unhandled
    const response = fetchWasm('game.wasm', (got, total) => {
      load.wasmBytes = got;
      if (total > 0) {
        progress(0.95 * got / total, `Downloading the game… ${mb(got)} / ${mb(total)} MB`);
      } else {
        progress(0.5, `Downloading the game… ${mb(got)} MB`);
      }
    }, abort.signal);
    if (!hasWebGL2()) {
      abort.abort();
      response.catch(() => {});
      fail(...noWebGL);
      return;
    }
    captureStderr();
    const go = new Go();
    const args = params.get('args');
    if (args) go.argv.push(...args.trim().split(/\s+/));
    // ?join=CODE joins a co-op match on the server that served the page;
    // ?name=NAME is the name the teammates see (one argument, spaces and
    // all).
    const join = params.get('join');
    if (join) go.argv.push('-join', `${location.host}/${join}`);
    const name = params.get('name');
    if (name) go.argv.push('-name', name);
    go.exit = (code) => {
      if (code === 0) {
        fail('The game has ended', 'Reload the page to play again.', 'ended');
      } else {
        fail('The game stopped', `It exited with code ${code}. The lines below (and the browser's console) say why.`);
      }
    };

    const { instance } = await instantiate('game.wasm', await response, go.importObject);
    load.fetchedMs = performance.now();
    if (load.replay) {
      try {
        window.agReplay = await replay;
        window.agReplayName = load.replay;
      } catch (e) {
        fail('The replay could not load', `${e.message}. Check the ?replay= address, or open the page without it to play.`);
        return;
      }
    }

    load.phase = 'starting';
    bar.classList.add('busy');
    status.textContent = 'Starting the game…';
    // Let the browser paint "Starting" before Go holds the main thread.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    opaqueCanvas();
    watchFirstFrame(firstFrame);
    load.goStartMs = performance.now();
    await go.run(instance);
  }

  main().catch((e) => {
    console.error(e);
    fail('The game could not load', String(e && e.message ? e.message : e));
  });
})();
