// Server-rendered pages: escaped templates, one inline stylesheet, no JavaScript and no external assets, and
// headers that forbid framing (clickjacking protection for the consent screens).
import type { FastifyReply } from 'fastify';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Tagged template that escapes interpolations unless they are marked safe with `raw`. */
export interface Raw {
  readonly html: string;
}

export function raw(html: string): Raw {
  return { html };
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const rendered = Array.isArray(value)
      ? value
          .map((v) => (typeof v === 'object' && v && 'html' in v ? (v as Raw).html : escapeHtml(v)))
          .join('')
      : typeof value === 'object' && value !== null && 'html' in value
        ? (value as Raw).html
        : escapeHtml(value);
    out += rendered + (strings[i + 1] ?? '');
  });
  return raw(out);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f0f4f9;color:#1f1f1f;font:14px/1.45 "Google Sans",Roboto,"Noto Sans",Arial,sans-serif}
a{color:#0b57d0;text-decoration:none}a:hover{text-decoration:underline}
.wrap{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 12px}
.card{background:#fff;border-radius:28px;width:100%;max-width:460px;padding:36px 40px 28px}
.card.wide{max-width:960px}
.brand{display:flex;align-items:center;gap:10px;font-size:18px;font-weight:500;color:#444746}
.logo{display:inline-grid;grid-template-columns:repeat(2,9px);gap:2px}
.logo i{width:9px;height:9px;border-radius:2px;display:block}
.badge{font-size:11px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#8c1d18;background:#f9dedc;border-radius:8px;padding:2px 8px}
h1{font-size:28px;font-weight:400;margin:22px 0 6px;line-height:1.25}
.sub{color:#444746;margin:0 0 22px;font-size:16px}
.sub b{font-weight:500;color:#1f1f1f}
.rows{list-style:none;margin:0 -40px;padding:0;border-top:1px solid #e3e3e3}
.rows li{border-bottom:1px solid #e3e3e3}
.row{display:flex;align-items:center;gap:14px;width:100%;padding:12px 40px;background:none;border:0;font:inherit;color:inherit;text-align:left;cursor:pointer}
.row:hover,.row:focus-visible{background:#f2f6fc;outline:none}
.avatar{flex:none;width:32px;height:32px;border-radius:50%;color:#fff;display:grid;place-items:center;font-size:14px;font-weight:500}
.who{min-width:0}.who b{display:block;font-weight:500}.who span{display:block;color:#444746;font-size:13px;overflow-wrap:anywhere}
.tag{margin-left:auto;font-size:12px;color:#444746;white-space:nowrap}
.scopes{list-style:none;margin:0;padding:0}
.scopes li{display:flex;gap:12px;padding:12px 0;border-bottom:1px solid #e3e3e3;align-items:flex-start}
.scopes li:last-child{border-bottom:0}
.scopes input{width:18px;height:18px;margin:2px 0 0;accent-color:#0b57d0;flex:none}
.scopes .dot{flex:none;width:18px;height:18px;border-radius:50%;background:#d3e3fd;margin-top:2px}
.scopes small{display:block;color:#444746}
.note{color:#444746;font-size:13px;margin:18px 0}
.actions{display:flex;justify-content:flex-end;gap:8px;margin-top:26px;flex-wrap:wrap}
.btn{font:500 14px/1 "Google Sans",Roboto,Arial,sans-serif;border-radius:20px;padding:12px 24px;border:0;cursor:pointer}
.btn.text{background:none;color:#0b57d0}.btn.text:hover{background:#f2f6fc}
.btn.fill{background:#0b57d0;color:#fff}.btn.fill:hover{background:#0842a0}
.foot{max-width:460px;width:100%;display:flex;justify-content:space-between;color:#444746;font-size:12px;padding:14px 8px}
.error{color:#b3261e}
code{font:13px/1.4 ui-monospace,Menlo,Consolas,monospace;background:#f1f3f4;border-radius:4px;padding:1px 4px;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-size:13px}
th,td{text-align:left;padding:7px 8px;border-bottom:1px solid #e3e3e3;vertical-align:top}
th{font-weight:500;color:#444746}
.stats{display:flex;gap:12px;flex-wrap:wrap;margin:12px 0 4px}
.stat{background:#f2f6fc;border-radius:16px;padding:12px 16px;min-width:140px}
.stat b{display:block;font-size:22px;font-weight:400}
.scroll{overflow-x:auto}
h2{font-size:18px;font-weight:500;margin:28px 0 8px}
@media (max-width:520px){
 .wrap{padding:0;justify-content:flex-start}
 .card,.card.wide{border-radius:0;padding:24px 20px 20px;min-height:100vh}
 .rows{margin:0 -20px}.row{padding:12px 20px}
 h1{font-size:24px}
 .foot{display:none}
 .hide-sm{display:none}
}`;

function logo(): Raw {
  return raw(
    '<span class="logo" aria-hidden="true"><i style="background:#4285f4"></i><i style="background:#ea4335"></i><i style="background:#fbbc04"></i><i style="background:#34a853"></i></span>',
  );
}

export function brandBar(): Raw {
  return html`<div class="brand">
    ${logo()}<span>Google sandbox</span><span class="badge">Not Google</span>
  </div>`;
}

export function page(title: string, body: Raw, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} – Google sandbox</title><style>${STYLE}</style></head>
<body><div class="wrap"><main class="card${options.wide ? ' wide' : ''}">${brandBar().html}${body.html}</main>
<div class="foot"><span>Vidcraft Google sandbox — a local stand-in, not Google</span><span>English (United States)</span></div>
</div></body></html>`;
}

export function avatar(name: string, color: string): Raw {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => [...p][0] ?? '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return html`<span class="avatar" style="background:${raw(escapeHtml(color))}" aria-hidden="true"
    >${letters}</span
  >`;
}

export function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(body);
}
