// Issue 14 journeys in the translation tool. Nora signs in (no other e2e file signs in as Nora or connects Pocket
// Garden) and connects her channel, read-only as every connection starts, so the first publish asks for write
// access in context. One video into five languages with the sandbox's pseudo-localization engine: estimate,
// translate, review with the back-translation, edit one title in place, approve, publish every approved language
// in one update, read the localizations back from the sandbox, revert from the optimization history — on a
// computer in English, then on a 390 px phone in Arabic. The tests share the connection, so they run in order.
// Screenshots are attached to the report (E2E_SCREENSHOTS=<dir> keeps copies).
import type { Page, TestInfo } from '@playwright/test';
import { documentLanguage, expect, test } from './fixtures.ts';
import { CHANNELS, consentAtGoogle, signIn, toast } from './google-sandbox.ts';
import { attach, RTL, texts } from './locale-texts.ts';

test.describe.configure({ mode: 'serial' });

const TOMATOES = 'Balcony Tomatoes: A Whole Season in Two Pots';
const HERBS = 'Windowsill Herbs That Survive the Winter';
const LANGUAGES = ['de', 'fr', 'es', 'ja', 'ar'];
/** What the sandbox seeds on the tomatoes video (packages/google-sandbox/src/seed/pocket-garden.ts). */
const TOMATOES_LOCALIZATIONS = {
  es: {
    title: 'Tomates en el balcón: una temporada entera en dos macetas',
    description:
      'De las plántulas en abril a los últimos tomates verdes en octubre, en un balcón con cinco horas de sol.',
  },
  it: {
    title: 'Pomodori sul balcone: una stagione intera in due vasi',
    description:
      'Dalle piantine ad aprile agli ultimi pomodori verdi a ottobre, su un balcone con cinque ore di sole.',
  },
};

/** The names the page gives languages, as the app makes them (Intl.DisplayNames in the browser). */
async function languageNames(
  page: Page,
  ui: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  return page.evaluate(
    ({ ui, ids }) => {
      const names = new Intl.DisplayNames([ui, 'en'], { type: 'language', fallback: 'none' });
      return Object.fromEntries(ids.map((id) => [id, names.of(id) ?? id]));
    },
    { ui, ids: [...ids] },
  );
}

/** A number as the page writes it in that language (Intl.NumberFormat in the browser, as the app does). */
async function formatNumber(page: Page, ui: string, value: number): Promise<string> {
  return page.evaluate(({ ui, value }) => new Intl.NumberFormat(ui).format(value), { ui, value });
}

/** This month's translation allowance, as the server counts it for the signed-in user. */
async function translationQuota(page: Page) {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  return (await (await page.request.get(`/api/translation-quota/${me.id}`)).json()) as {
    languages: { used: number; limit: number; remaining: number };
  };
}

/** Signs in as Nora with Pocket Garden connected and synced (connected by the first test that needs it). */
async function signInWithChannel(page: Page): Promise<void> {
  await signIn(page, 'nora');
  await expect(page).toHaveURL(/\/dashboard$/);
  const { connections } = (await (await page.request.get('/api/youtube-connections')).json()) as {
    connections: unknown[];
  };
  if (connections.length === 0) {
    await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
    await consentAtGoogle(page, 'nora');
    await expect(page.getByText('Last synced')).toBeVisible({ timeout: 60_000 });
  }
}

async function videoIdOf(page: Page, title: string): Promise<string> {
  const answer = (await (
    await page.request.get(
      `/api/user/channel-videos?channelId=${CHANNELS.pocketGarden}&q=${encodeURIComponent(title)}`,
    )
  ).json()) as { videos: Array<{ id: string; title: string }> };
  const video = answer.videos.find((item) => item.title === title);
  if (!video) throw new Error(`No video “${title}”`);
  return video.id;
}

/** The sandbox's request log for Pocket Garden: calls of one Data API method that succeeded. */
async function sandboxCalls(page: Page, method: string) {
  const log = (await (
    await page.request.get(`/sandbox/control/requests?method=${method}&limit=1000`)
  ).json()) as Array<{ channelId: string | null; status: number }>;
  return log.filter((entry) => entry.channelId === CHANNELS.pocketGarden && entry.status === 200);
}

type Localizations = Record<string, { title: string; description: string }>;

/**
 * The video's localizations as the sandbox has them now: the app reads the video again from the sandbox
 * (videos.list; its answer replaces what the app stored), and the sandbox's log shows that read.
 */
async function localizationsInSandbox(page: Page, videoId: string): Promise<Localizations> {
  const reads = (await sandboxCalls(page, 'youtube.videos.list')).length;
  // The header the web app sends with every write (the server's CSRF guard asks for it).
  const response = await page.request.post(`/api/videos/${videoId}/refresh`, {
    data: {},
    headers: { 'x-vidcraft-csrf': '1' },
  });
  expect(response.ok(), 'the video read again from the sandbox').toBe(true);
  expect((await sandboxCalls(page, 'youtube.videos.list')).length).toBe(reads + 1);
  return ((await response.json()) as { localizations: Localizations }).localizations;
}

/** The language checkboxes of the target-language picker, by YouTube id (the code beside each name). */
function languageOption(page: Page, id: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.locator('span[dir="ltr"]', { hasText: new RegExp(`^${id}$`) }) })
    .getByRole('checkbox');
}

/** The page is no wider than the screen (nothing scrolls sideways but the grid inside its own box). */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * Chooses the video and the languages, checks the estimate, starts, and waits until the run is done; ends on
 * the results with the grid. Answers the translation job's id.
 */
async function translate(
  page: Page,
  info: TestInfo,
  { ui, title, search, shot }: { ui: string; title: string; search: string; shot: string },
): Promise<string> {
  const t = texts(ui, 'translation');
  const app = texts(ui, 'app');
  const n = (value: number) => formatNumber(page, ui, value);
  await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: app('videos.filters.search') }).fill(search);
  await page.getByRole('checkbox', { name: title, exact: true }).check();
  await expect(page.getByText(t('videos.chosen', { count: 1, formatted: await n(1) }))).toBeVisible();
  for (const id of LANGUAGES) await languageOption(page, id).check();
  const count = LANGUAGES.length;
  await expect(
    page.getByText(t('languages.selectedCount', { count, formatted: await n(count) })),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: t('what.metadata') })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: t('what.captions') })).not.toBeChecked();

  // The estimate: the sandbox's pseudo engine, clearly marked; what YouTube's quota pays for the publish (one
  // videos.list and one videos.update with every language); and this month's allowance, five of it needed.
  const estimate = page.getByRole('complementary', { name: t('estimate.title') });
  await expect(estimate.getByText('Pseudo-localization (sandbox)')).toBeVisible();
  await expect(estimate.getByText(t('engine.pseudo'))).toBeVisible();
  await expect(estimate.getByText(t('estimate.units', { units: await n(51) }))).toBeVisible();
  const left = (await translationQuota(page)).languages.remaining;
  await expect(
    estimate.getByText(t('estimate.neededOfLeft', { needed: await n(count), left: await n(left) })),
  ).toBeVisible();
  await attach(info, page, `${shot}-estimate`);

  await estimate.getByRole('button', { name: t('start.action') }).click();
  const run = estimate.getByRole('listitem').filter({ hasText: title });
  await expect(run.getByText(t('run.status.succeeded'))).toBeVisible({ timeout: 60_000 });
  await attach(info, page, `${shot}-done`);
  await run.getByRole('link', { name: t('run.openResults') }).click();
  await expect(page).toHaveURL(/\/translation-results\?job=/);
  return new URL(page.url()).searchParams.get('job') ?? '';
}

/** A toast in the notifications region, whatever the language calls that region. */
function toastIn(page: Page, ui: string, title: string) {
  const region = texts(ui, 'common')('toast.regionLabel', { hotkey: '' }).split('(')[0]!.trim();
  return page
    .getByRole('region', { name: new RegExp(`^${region}`), includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * In the results: opens the first language and reads its back-translation, edits another language's title in
 * place and saves it, approves all five, and publishes them in one videos.update (write access is asked for in
 * context when the channel has none yet: `askWriteAccess` says whether it must be). Ends in the grid.
 */
async function reviewAndPublish(
  page: Page,
  info: TestInfo,
  {
    ui,
    jobId,
    title,
    edit,
    shot,
    askWriteAccess,
  }: {
    ui: string;
    jobId: string;
    title: string;
    edit: { language: string; title: string };
    shot: string;
    askWriteAccess: 'always' | 'ifNeeded';
  },
) {
  const t = texts(ui, 'translation');
  const app = texts(ui, 'app');
  const names = await languageNames(page, ui, LANGUAGES);
  const cell = (id: string, status: string) =>
    page.getByRole('button', {
      name: t('grid.cellLabel', { language: names[id]!, status: t(`status.${status}`), video: title }),
    });

  // The grid: one row, five languages, each translated by the pseudo engine.
  for (const id of LANGUAGES) await expect(cell(id, 'translated')).toBeVisible();
  await attach(info, page, `${shot}-grid`);

  // The language panel, whichever language it shows (its name is the language's).
  const panel = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('combobox', { name: t('panel.otherLanguage') }) });
  const showing = (id: string) => page.getByRole('dialog', { name: new RegExp(`^${names[id]}`) });
  const titleBox = panel.getByRole('textbox', { name: t('editor.title'), exact: true });

  // One language: its pseudo text in its own script direction, and the back-translation, which reads as the
  // original title (undoing the pseudo-localization gives the source text back).
  const first = LANGUAGES[0]!;
  await cell(first, 'translated').click();
  await expect(page).toHaveURL(new RegExp(`job=${jobId}&language=${first}$`));
  await expect(showing(first)).toBeVisible();
  await expect(titleBox).toHaveValue(new RegExp(`^⟪${first}⟫ `));
  await expect(titleBox).toHaveAttribute('lang', first);
  const back = panel
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: t('back.title') }) })
    .last();
  await expect(back.getByText(title, { exact: true })).toBeVisible();
  await expect(panel.getByText(t('checks.passed'))).toBeVisible();
  await back.scrollIntoViewIfNeeded();
  await attach(info, page, `${shot}-panel`);

  // Another language from the panel's own switch: its title edited in place. The count follows the typing,
  // approving waits for the save, and the save sends the translation back to review with the edit recorded.
  const languageSwitch = panel.getByRole('combobox', { name: t('panel.otherLanguage') });
  await languageSwitch.selectOption(edit.language);
  await expect(page).toHaveURL(new RegExp(`language=${edit.language}$`));
  await expect(showing(edit.language)).toBeVisible();
  await expect(titleBox).toHaveValue(new RegExp(`^⟪${edit.language}⟫ `));
  await expect(titleBox).toHaveAttribute('dir', RTL.has(edit.language) ? 'rtl' : 'ltr');
  await titleBox.fill(edit.title);
  const typed = `${await formatNumber(page, ui, [...edit.title].length)} / ${await formatNumber(page, ui, 100)}`;
  await expect(panel.getByText(typed, { exact: true })).toBeVisible();
  await expect(panel.getByText(t('editor.backToReview'))).toBeVisible();
  await expect(panel.getByRole('button', { name: t('review.approve'), exact: true })).toBeDisabled();
  await expect(panel.getByText(t('review.blocked.unsaved'))).toBeVisible();
  await panel.getByRole('button', { name: t('editor.save') }).click();
  await expect(panel.getByText(t('edits.field.title'))).toBeVisible();
  await expect(titleBox).toHaveValue(edit.title);
  await expect(panel.getByText(t('editor.backToReview'))).toHaveCount(0);
  await attach(info, page, `${shot}-edited`);
  // Nothing in the panel is wider than the panel: it scrolls down, never sideways.
  expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

  // Approve all five, one after another from the switch.
  for (const id of LANGUAGES) {
    await languageSwitch.selectOption(id);
    await expect(showing(id)).toBeVisible();
    await panel.getByRole('button', { name: t('review.approve'), exact: true }).click();
    await expect(panel.getByRole('button', { name: t('review.approved'), exact: true })).toBeDisabled();
  }

  // Publish every approved language in one update.
  const updates = (await sandboxCalls(page, 'youtube.videos.update')).length;
  const publishAll = panel.getByRole('button', { name: t('publish.all', { count: LANGUAGES.length }) });
  const review = page.getByRole('dialog', { name: t('publish.dialogTitle', { count: LANGUAGES.length }) });
  const confirm = review.getByRole('button', { name: t('publish.confirm'), exact: true });
  await publishAll.click();
  await expect(review.getByText(t('publish.cost', { units: 51 }))).toBeVisible();
  await attach(info, page, `${shot}-publish-dialog`);
  await confirm.click();
  const outcome = panel
    .getByText(`${t('attempts.kind.metadata')} · ${t('attempts.status.succeeded')}`)
    .first();
  const access = page.getByRole('dialog', { name: app('writeAccess.publish.title') });
  await expect(askWriteAccess === 'always' ? access : outcome.or(access)).toBeVisible({ timeout: 20_000 });
  if (await access.isVisible()) {
    // Read-only so far: Google is asked for write access, and the app comes back to the same language.
    await access.getByRole('button', { name: app('writeAccess.confirm') }).click();
    await consentAtGoogle(page, 'nora');
    await expect(page).toHaveURL(new RegExp(`/translation-results\\?job=${jobId}&language=`));
    await expect(toastIn(page, ui, app('toasts.writeAccess.title'))).toBeVisible();
    await publishAll.click();
    await confirm.click();
  }
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  for (const id of LANGUAGES)
    await expect(panel.getByText(`${names[id]}: ${t('attempts.outcome.published')}`).first()).toBeVisible();
  await outcome.scrollIntoViewIfNeeded();
  await attach(info, page, `${shot}-published`);
  await expect.poll(async () => (await sandboxCalls(page, 'youtube.videos.update')).length).toBe(updates + 1);

  // Back in the grid, every language reads as published. The panel's own close button, not Escape: a toast that
  // arrives after the panel opened (an achievement earned by this publish) is the top layer and takes Escape.
  await panel.getByRole('button', { name: texts(ui, 'common')('actions.close'), exact: true }).click();
  await expect(panel).toBeHidden();
  for (const id of LANGUAGES) await expect(cell(id, 'published')).toBeVisible();
  await attach(info, page, `${shot}-grid-published`);
}

test('five languages with the pseudo engine: estimate, review, edit, approve, publish in one update, revert', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const t = texts('en', 'translation');
  const app = texts('en', 'app');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInWithChannel(page);
  const videoId = await videoIdOf(page, TOMATOES);
  expect(await localizationsInSandbox(page, videoId)).toEqual(TOMATOES_LOCALIZATIONS);

  await page
    .getByRole('navigation', { name: app('nav.label') })
    .getByRole('link', { name: app('nav.translation') })
    .click();
  await expect(page).toHaveURL(/\/auto-translation$/);
  await expect(page).toHaveTitle(t('page.documentTitle'));
  const jobId = await translate(page, info, {
    ui: 'en',
    title: TOMATOES,
    search: 'tomatoes',
    shot: 'desktop',
  });
  const frenchTitle = 'Tomates au balcon : une saison entière dans deux pots';
  await reviewAndPublish(page, info, {
    ui: 'en',
    jobId,
    title: TOMATOES,
    edit: { language: 'fr', title: frenchTitle },
    shot: 'desktop',
    // The connection is read-only until now: the publish must ask for write access.
    askWriteAccess: 'always',
  });

  // On YouTube (the sandbox, read again): the five languages in the one update, the edited French title as
  // saved, Spanish replaced by the new text, and Italian, which was not translated, kept as it was.
  const published = await localizationsInSandbox(page, videoId);
  expect(Object.keys(published).sort()).toEqual([...LANGUAGES, 'it'].sort());
  expect(published.fr?.title).toBe(frenchTitle);
  for (const id of LANGUAGES.filter((id) => id !== 'fr')) {
    expect(published[id]?.title).toMatch(new RegExp(`^⟪${id}⟫ `));
    expect(published[id]?.description).toContain('https://pocketgarden.example/tomatoes');
  }
  expect(published.it).toEqual(TOMATOES_LOCALIZATIONS.it);

  // The video's own page in the app lists them too.
  await page.goto(`/video-optimization?video=${videoId}`);
  const sheet = page.getByRole('dialog', { name: TOMATOES });
  const names = await languageNames(page, 'en', [...LANGUAGES, 'it']);
  const facts = sheet
    .locator('div')
    .filter({ has: page.getByText(app('videos.facts.localizations'), { exact: true }) })
    .last();
  for (const id of [...LANGUAGES, 'it']) await expect(facts).toContainText(names[id]!);
  await facts.scrollIntoViewIfNeeded();
  await attach(info, page, 'desktop-video-details');

  // Revert from the optimization history, reached from the publish attempt (the video's changes, the publish
  // marked): the localizations the video had before come back exactly.
  await page.goto(`/translation-results?job=${jobId}&language=de`);
  await page
    .getByRole('dialog', { name: new RegExp(`^${names.de}`) })
    .getByRole('link', { name: t('attempts.revertInHistory') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/optimization-history\\?videoId=${videoId}&entry=[\\w-]+$`));
  await expect(page.getByText(app('history.filtered', { video: TOMATOES }))).toBeVisible();
  const entries = page
    .getByRole('list', { name: app('history.listLabel') })
    .getByRole('listitem', { name: TOMATOES });
  const kind = (name: string) => entries.filter({ has: page.getByText(app(name), { exact: true }) });
  await expect(kind('history.kind.publish')).toHaveCount(1);
  await expect(kind('history.kind.revert')).toHaveCount(0);
  await attach(info, page, 'desktop-history');
  const updates = (await sandboxCalls(page, 'youtube.videos.update')).length;
  // A revert is a publish of the earlier values, announced at the optimizer's cost (it reads the video back).
  await kind('history.kind.publish')
    .getByRole('button', { name: app('history.revert', { units: 52 }) })
    .click();
  const revert = page.getByRole('dialog', { name: app('history.revertTitle') });
  await expect(revert.getByText(app('history.revertDescription', { video: TOMATOES }))).toBeVisible();
  await attach(info, page, 'desktop-revert-dialog');
  await revert.getByRole('button', { name: app('history.revertConfirm') }).click();
  await expect(toast(page, app('history.revertedToast'))).toBeVisible({ timeout: 20_000 });
  await expect(kind('history.kind.revert')).toHaveCount(1);
  await expect(
    kind('history.kind.publish').getByText(app('history.reverted'), { exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await sandboxCalls(page, 'youtube.videos.update')).length).toBe(updates + 1);
  expect(await localizationsInSandbox(page, videoId)).toEqual(TOMATOES_LOCALIZATIONS);
  await attach(info, page, 'desktop-reverted');
});

test.describe('phone and right-to-left', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the journey on a 390 px phone in Arabic: translate, review, edit, approve, publish', async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const t = texts('ar', 'translation');
    const app = texts('ar', 'app');
    await signInWithChannel(page);
    const videoId = await videoIdOf(page, HERBS);
    expect(await localizationsInSandbox(page, videoId)).toEqual({});

    // The bottom navigation has the tool; the screen is right-to-left and fits the width.
    await page.goto('/ar/dashboard');
    await page
      .getByRole('navigation', { name: app('nav.bottomLabel') })
      .getByRole('link', { name: app('nav.translation') })
      .click();
    await expect(page).toHaveURL(/\/ar\/auto-translation$/);
    await expect(page).toHaveTitle(t('page.documentTitle'));
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    const jobId = await translate(page, info, {
      ui: 'ar',
      title: HERBS,
      search: 'windowsill',
      shot: 'phone-ar',
    });
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const arabicTitle = 'أعشاب على حافة النافذة تنجو من الشتاء';
    await reviewAndPublish(page, info, {
      ui: 'ar',
      jobId,
      title: HERBS,
      edit: { language: 'ar', title: arabicTitle },
      shot: 'phone-ar',
      // Granted by the first test, unless this one runs alone.
      askWriteAccess: 'ifNeeded',
    });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    const published = await localizationsInSandbox(page, videoId);
    expect(Object.keys(published).sort()).toEqual([...LANGUAGES].sort());
    expect(published.ar?.title).toBe(arabicTitle);
    expect(published.de?.title).toMatch(/^⟪de⟫ /);
  });
});
