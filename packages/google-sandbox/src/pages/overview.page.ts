// The /sandbox overview: demo accounts and channels, quota used today, and the most recent Data API calls, so a
// person trying Vidcraft can see what happened "on YouTube".
import type { SandboxCore } from '../core.ts';
import { avatar, html, page, raw } from './html.ts';

const number = new Intl.NumberFormat('en-US');

export function overviewPage(core: SandboxCore): string {
  const now = core.clock.now();
  const accounts = core.world.seed.accounts.map((account) => {
    const channels = core.world.channelsOf(account);
    const channelCells = channels.length
      ? channels.map((c) => {
          const videos = core.world.uploads(c.id, now).length;
          return html`<div>
            <b>${c.title}</b> <span class="hide-sm">· ${c.kind === 'brand' ? 'brand' : 'personal'}</span
            ><br />
            <code>${c.id}</code> · ${number.format(videos)} videos
          </div>`;
        })
      : [html`<span class="error">No channel</span>`];
    return html`<tr>
      <td>
        <div class="row" style="padding:0;cursor:default">
          ${avatar(account.name, account.avatarColor)}
          <span class="who"><b>${account.name}</b><span>${account.email}</span></span>
        </div>
      </td>
      <td>${channelCells}</td>
      <td class="hide-sm">${account.blurb}</td>
    </tr>`;
  });
  const clientIds = [...new Set([core.clients.defaultClient.clientId, ...Object.keys(core.quota.usage)])];
  const quotas = clientIds.map((id) => {
    const s = core.ledger.summary(id);
    return html`<div class="stat">
      <b>${number.format(s.used)} / ${number.format(s.limit)}</b>units today ·
      <code>${id.slice(0, 16)}…</code>
    </div>`;
  });
  const recent = core.ledger.entries({ limit: 25 }).reverse();
  const calls = recent.map(
    (e) =>
      html`<tr>
        <td>${e.at.slice(11, 19)}</td>
        <td><code>${e.method}</code></td>
        <td>${e.status}${e.reason ? ` ${e.reason}` : ''}</td>
        <td>${e.units}</td>
        <td class="hide-sm">
          ${e.channelId ? (core.world.channel(e.channelId)?.title ?? e.channelId) : '—'}
        </td>
      </tr>`,
  );
  const base = core.baseUrl();
  return page(
    'Overview',
    html`<h1>Google sandbox</h1>
      <p class="sub">
        A local stand-in for Google sign-in and the YouTube Data API v3. Nothing here reaches Google.
      </p>
      <div class="stats">
        ${quotas}
        <div class="stat">
          <b>${core.settings.costProfile}</b>cost profile · resets
          ${core.ledger.summary(core.clients.defaultClient.clientId).resetsAt.slice(0, 16).replace('T', ' ')}
          UTC
        </div>
      </div>
      <h2>Demo accounts and channels</h2>
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th>Account</th>
              <th>Channels</th>
              <th class="hide-sm">What it is for</th>
            </tr>
          </thead>
          <tbody>
            ${accounts}
          </tbody>
        </table>
      </div>
      <h2>Recent YouTube calls</h2>
      ${
        recent.length === 0
          ? html`<p class="note">No Data API calls yet.</p>`
          : html`<div class="scroll">
              <table>
                <thead>
                  <tr>
                    <th>Time</th>
                    <th>Method</th>
                    <th>Result</th>
                    <th>Units</th>
                    <th class="hide-sm">Channel</th>
                  </tr>
                </thead>
                <tbody>
                  ${calls}
                </tbody>
              </table>
            </div>`
      }
      <h2>For developers</h2>
      <p class="note">
        Default OAuth client: <code>${core.clients.defaultClient.clientId}</code><br />
        Discovery:
        <a href="${raw(`${base}/.well-known/openid-configuration`)}"
          >${base}/.well-known/openid-configuration</a
        ><br />
        Data API root: <code>${base}/</code> (pass it as <code>rootUrl</code> on every call) · Control plane:
        <code>${base}/control/…</code>
      </p>`,
    { wide: true },
  );
}
