// Outside reviewers: a creator invites a bilingual fan or editor to one video's translation in one language by
// a link that expires and can be revoked. The link's secret is 32 random bytes; only its SHA-256 is stored.
// The link opens that language of that video and nothing else — no account, no other language, no other
// video — and every change made through it is attributed to the reviewer. The creator publishes.
import { createHash, randomBytes } from 'node:crypto';
import type { ReviewView } from '@vidcraft/contracts';
import { notFound } from '../../http/app-error.ts';
import type { ReviewerLinksRepo } from './reviewer-links.repo.ts';
import type { Reviewer, TranslationReviewService } from './translation-review.service.ts';
import { presentInvite } from './translation.presenter.ts';
import type { TranslationsRepo } from './translations.repo.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** The one answer for every refused link, so a guess learns nothing (expired, revoked and unknown look alike). */
const refused = () => notFound('This review link');

export class ReviewerLinksService {
  private readonly deps: {
    links: ReviewerLinksRepo;
    translations: TranslationsRepo;
    review: TranslationReviewService;
    publicUrl: string;
  };
  constructor(deps: ReviewerLinksService['deps']) {
    this.deps = deps;
  }

  async invite(
    userId: string,
    jobId: string,
    language: string,
    input: { name: string; expiresInDays: number },
  ) {
    const job = await this.deps.translations.findJobForUser(userId, jobId);
    const row = job ? await this.deps.translations.findLanguage(job.id, language) : undefined;
    if (!job || !row) throw notFound('The translation');
    const token = randomBytes(32).toString('base64url');
    const invite = await this.deps.links.insert({
      translationId: row.id,
      userId,
      name: input.name,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + input.expiresInDays * 24 * 3600 * 1000),
    });
    return { invite: presentInvite(invite, language), link: `${this.deps.publicUrl}/review/${token}` };
  }

  async revoke(userId: string, inviteId: string) {
    const row = await this.deps.links.revoke(userId, inviteId);
    if (!row) throw notFound('The reviewer link');
    const translation = await this.deps.translations.findTranslation(row.translation_id);
    return presentInvite(row, translation?.language ?? '');
  }

  /** What a link opens, checked on every request (a revoked link stops working at once). */
  private async open(token: string) {
    const link = await this.deps.links.findByHash(hashOf(token));
    if (!link || link.revoked_at || link.expires_at.getTime() <= Date.now()) throw refused();
    const row = await this.deps.translations.findTranslation(link.translation_id);
    const job = row ? await this.deps.translations.findJob(row.job_id) : undefined;
    if (!row || !job || job.user_id !== link.user_id) throw refused();
    await this.deps.links.touch(link.id);
    return { link, row, job, reviewer: { role: 'reviewer', name: link.name } satisfies Reviewer };
  }

  async view(token: string): Promise<ReviewView> {
    const { link, row, job } = await this.open(token);
    return {
      channelTitle: job.channel_title,
      videoTitle: job.source_title,
      videoThumbnailUrl: job.video_thumbnails.medium?.url ?? job.video_thumbnails.default?.url ?? null,
      sourceLanguage: job.source_language,
      source: { title: job.source_title, description: job.source_description },
      translation: await this.deps.review.present(job, row),
      reviewerName: link.name,
      expiresAt: link.expires_at.toISOString(),
    };
  }

  async edit(token: string, body: { title?: string | undefined; description?: string | undefined }) {
    const { row, job, reviewer } = await this.open(token);
    await this.deps.review.edit(job, row, body, reviewer);
    return this.view(token);
  }

  async decide(token: string, decision: 'approve' | 'reject') {
    const { row, job, reviewer } = await this.open(token);
    await this.deps.review.decide(job, row, decision, reviewer);
    return this.view(token);
  }
}
