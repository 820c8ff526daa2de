// "Choose an account or brand account": the account's channels (personal and brand); one grant = one channel.
import type { Account, Channel } from '../state/model.ts';
import { avatar, html, page } from './html.ts';

export function channelPickerPage(input: {
  interactionId: string;
  appName: string;
  account: Account;
  channels: Channel[];
  formAction: string;
}): string {
  const rows = input.channels.map(
    (c) =>
      html`<li>
        <button class="row" type="submit" name="channel" value="${c.id}">
          ${avatar(c.title, c.colors[0])}<span class="who"><b>${c.title}</b><span>${c.customUrl}</span></span>
          <span class="tag">${c.kind === 'brand' ? 'Brand Account' : 'Personal'}</span>
        </button>
      </li>`,
  );
  return page(
    'Choose a channel',
    html`<h1>Choose an account or brand account</h1>
      <p class="sub">to continue to <b>${input.appName}</b></p>
      <p class="note">
        Signed in as <b>${input.account.email}</b>. The app gets access to the one channel you choose.
      </p>
      <form method="post" action="${input.formAction}">
        <input type="hidden" name="interaction" value="${input.interactionId}" />
        <ul class="rows">
          ${rows}
        </ul>
        <div class="actions">
          <button class="btn text" type="submit" name="action" value="cancel">Cancel</button>
        </div>
      </form>`,
  );
}
