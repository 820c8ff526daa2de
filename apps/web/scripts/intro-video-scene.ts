// The landing intro's storyboard as one HTML page that draws any instant of the clip: `window.drawFrame(seconds)`
// sets every element's style for that time, so frames are rendered one by one and never depend on the renderer's
// clock. Made only of the brand (the mark of public/favicon.svg, the colours of src/styles/app.css) and
// language-neutral pictures of what the product does (a video card whose title and tags get rewritten, a
// rising SEO score, greetings in several scripts for translation), so one clip serves all 23 interface languages.

export const INTRO_SECONDS = 4;

/** The brand mark, the same drawing as public/favicon.svg. */
const MARK = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#ff9361"/></linearGradient></defs>
<rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M12 9.5v13l10-6.5z" fill="#1a0b0b"/>
<path d="M24 5l.9 2.1L27 8l-2.1.9L24 11l-.9-2.1L21 8l2.1-.9z" fill="#1a0b0b"/></svg>`;

const GREETINGS = ['Hello', 'Hola', 'Bonjour', 'こんにちは', 'Привіт', 'مرحبا', 'नमस्ते', '안녕하세요'];

const STYLE = `
* { box-sizing: border-box; }
body { margin: 0; width: 100vw; height: 100vh; overflow: hidden; background: #090b10; color: #f1f5f9;
  font-family: 'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans Arabic', 'Noto Sans Devanagari', sans-serif; }
.abs { position: absolute; }
#glow { inset: 0; background: radial-gradient(closest-side at 50% 45%, rgba(255,107,107,.30), transparent 75%); }
#mark { left: 50%; top: 50%; width: 24vmin; height: 24vmin; }
#word { left: 0; right: 0; text-align: center; font-weight: 800; letter-spacing: -0.02em; font-size: 11vmin; }
#card { left: 50%; top: 50%; display: flex; gap: 28px; padding: 28px; border-radius: 24px; background: #0f141d;
  box-shadow: 0 0 0 2px #232c3b, 0 30px 80px rgba(0,0,0,.5); }
.landscape #card { width: 860px; height: 360px; align-items: center; flex-direction: row; }
.portrait #card { width: 540px; height: 680px; flex-direction: column; }
#thumb { position: relative; border-radius: 16px; overflow: hidden; flex: none;
  background: linear-gradient(135deg, #2a1b3d, #161d29 60%, #3b1f1f); }
.landscape #thumb { width: 440px; height: 248px; }
.landscape #side { align-self: stretch; }
.portrait #thumb { width: 484px; height: 272px; }
#thumb-new { position: absolute; inset: 0; background: linear-gradient(135deg, #ff6b6b, #ff9361); }
#thumb svg { position: absolute; left: 50%; top: 50%; width: 72px; height: 72px; transform: translate(-50%, -50%); }
#side { flex: 1; display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.bar { flex: none; height: 22px; border-radius: 11px; background: #232c3b; position: relative; overflow: hidden; }
.bar i { position: absolute; inset: 0 auto 0 0; border-radius: 11px; background: linear-gradient(90deg, #ff6b6b, #ff9361); }
#chips { flex: none; display: flex; flex-wrap: wrap; gap: 10px; }
.chip { height: 34px; border-radius: 17px; border: 2px solid rgba(255,107,107,.7); background: rgba(255,107,107,.12); }
#score { display: flex; align-items: center; gap: 16px; margin-top: auto; }
#score svg { width: 84px; height: 84px; transform: rotate(-90deg); }
#score-number { font-size: 44px; font-weight: 800; color: #4ade80; font-variant-numeric: tabular-nums; }
.greeting { font-size: 4.4vmin; font-weight: 700; padding: .3em .8em; border-radius: 999px; background: #161d29;
  box-shadow: 0 0 0 2px #232c3b; white-space: nowrap; transform: translate(-50%, -50%); }
`;

const CHIP_WIDTHS = [96, 72, 120, 84, 104];
const BAR_WIDTHS = [1, 0.82, 0.56];
const RING = 2 * Math.PI * 34;

/** Greeting positions (fractions of the stage) that keep clear of the card in each orientation. */
const GREETING_SPOTS = {
  landscape: [
    [0.14, 0.14],
    [0.86, 0.16],
    [0.1, 0.5],
    [0.9, 0.5],
    [0.16, 0.86],
    [0.84, 0.86],
    [0.5, 0.08],
    [0.5, 0.93],
  ],
  portrait: [
    [0.3, 0.09],
    [0.7, 0.13],
    [0.28, 0.84],
    [0.72, 0.88],
    [0.32, 0.17],
    [0.68, 0.8],
    [0.5, 0.05],
    [0.5, 0.92],
  ],
};

/** The draw function, serialised into the page: pure arithmetic on the time, no clocks. */
function drawFrame(t: number, spots: number[][], ring: number) {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const span = (from: number, to: number) => clamp((t - from) / (to - from));
  const easeOut = (v: number) => 1 - (1 - v) ** 3;
  const easeInOut = (v: number) => (v < 0.5 ? 4 * v ** 3 : 1 - (-2 * v + 2) ** 3 / 2);
  const back = (v: number) => 1 + 2.2 * (v - 1) ** 3 + 1.2 * (v - 1) ** 2;
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const set = (node: HTMLElement, opacity: number, transform: string) => {
    node.style.opacity = String(opacity);
    node.style.transform = transform;
  };

  // The mark: springs in at the centre, steps aside while the card works, comes back for the finale.
  const markIn = span(0, 0.7);
  const away = easeInOut(span(0.75, 1.15)) * (1 - easeInOut(span(3.0, 3.45)));
  const markScale = (0.55 + 0.45 * back(markIn)) * (1 - 0.55 * away);
  const portrait = document.body.classList.contains('portrait');
  const markY = away * (portrait ? -36 : -34);
  set(
    el('mark'),
    easeOut(markIn) * (1 - away),
    `translate(-50%, calc(-62% + ${markY}vmin)) scale(${markScale})`,
  );
  el('glow').style.opacity = String(easeOut(span(0, 1)));

  // The card: a video whose metadata gets rewritten.
  const cardIn = easeOut(span(0.9, 1.35));
  const cardOut = easeInOut(span(2.95, 3.35));
  set(
    el('card'),
    cardIn * (1 - cardOut),
    `translate(-50%, -50%) translateY(${(1 - cardIn) * 40}px) scale(${1 - 0.06 * cardOut})`,
  );
  el('thumb-new').style.opacity = String(easeInOut(span(2.2, 2.6)));
  document.querySelectorAll<HTMLElement>('.bar i').forEach((bar, index) => {
    const grow = easeOut(span(1.25 + index * 0.22, 1.75 + index * 0.22));
    bar.style.width = `${grow * 100}%`;
  });
  document.querySelectorAll<HTMLElement>('.chip').forEach((chip, index) => {
    const pop = span(1.7 + index * 0.1, 1.95 + index * 0.1);
    set(chip, easeOut(pop), `scale(${0.6 + 0.4 * back(pop)})`);
  });
  const score = easeOut(span(1.5, 2.7));
  const value = Math.round(41 + (92 - 41) * score);
  el('score-number').textContent = String(value);
  el('score-ring').style.strokeDashoffset = String(ring * (1 - value / 100));

  // Greetings in several scripts: the translation tool.
  document.querySelectorAll<HTMLElement>('.greeting').forEach((node, index) => {
    const [x, y] = spots[index] as [number, number];
    const pop = span(2.05 + index * 0.08, 2.35 + index * 0.08);
    const gone = easeInOut(span(2.95, 3.3));
    node.style.left = `${x * 100}%`;
    node.style.top = `${y * 100}%`;
    set(node, easeOut(pop) * (1 - gone), `translate(-50%, -50%) scale(${0.7 + 0.3 * back(pop)})`);
  });

  // The finale: the mark and the name, which is also the still poster.
  const word = easeOut(span(3.3, 3.75));
  set(el('word'), word, `translateY(${(1 - word) * 24}px)`);
}

/** The page for one orientation; `drawFrame(seconds)` is defined on window. */
export function introScenePage(orientation: 'landscape' | 'portrait'): string {
  const chips = CHIP_WIDTHS.map((width) => `<div class="chip" style="width:${width}px"></div>`).join('');
  const bars = BAR_WIDTHS.map((share) => `<div class="bar" style="width:${share * 100}%"><i></i></div>`).join(
    '',
  );
  const greetings = GREETINGS.map((text) => `<div class="abs greeting">${text}</div>`).join('');
  const wordTop = orientation === 'portrait' ? '57%' : '62%';
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head>
<body class="${orientation}">
<div id="glow" class="abs"></div>
${greetings}
<div id="card" class="abs">
  <div id="thumb"><div id="thumb-new"></div>${MARK.replace('<svg ', '<svg style="opacity:.9" ')}</div>
  <div id="side">${bars}<div id="chips">${chips}</div>
    <div id="score"><svg viewBox="0 0 84 84"><circle cx="42" cy="42" r="34" fill="none" stroke="#232c3b" stroke-width="10"/>
      <circle id="score-ring" cx="42" cy="42" r="34" fill="none" stroke="#4ade80" stroke-width="10" stroke-linecap="round"
        stroke-dasharray="${RING}" stroke-dashoffset="${RING}"/></svg><span id="score-number">41</span></div>
  </div>
</div>
<div id="mark" class="abs">${MARK}</div>
<div id="word" class="abs" style="top:${wordTop}">Vidcraft</div>
<script>
const spots = ${JSON.stringify(GREETING_SPOTS[orientation])};
window.drawFrame = (t) => (${drawFrame.toString()})(t, spots, ${RING});
</script></body></html>`;
}
