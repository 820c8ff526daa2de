// The translation tool's calls (packages/contracts translation.ts) through the typed client: paths, bodies and
// the answers' schemas all come from the route contracts. Failures on these paths read "Translation failed: …"
// (lib/api-client.ts, spec §7); the glossary's path does not name translation and keeps its plain message.
import { type GlossaryTerm, type TranslationRequest } from '@vidcraft/contracts';
import { translationRoutes } from '@vidcraft/contracts/client-routes';
import { callApi, type ApiAnswer } from '../../lib/api-client.ts';

export type StartedJobs = ApiAnswer<typeof translationRoutes.translate>['jobs'];
export type PublishOutcome = ApiAnswer<typeof translationRoutes.publishOne>;
export type PublishAllOutcome = ApiAnswer<typeof translationRoutes.publishAll>;
export type CaptionPlanOutcome = ApiAnswer<typeof translationRoutes.publishCaptions>;
export type InviteCreated = ApiAnswer<typeof translationRoutes.invite>;
export type TextEdit = { title?: string; description?: string };
export type Decision = 'approve' | 'reject';

export function fetchTranslationCapabilities() {
  return callApi(translationRoutes.capabilities, {});
}

/** What the choice would cost (spends nothing); `signal` drops an estimate nobody waits for any more. */
export function fetchTranslationEstimate(request: TranslationRequest, signal?: AbortSignal) {
  return callApi(translationRoutes.estimate, { body: request, ...(signal ? { signal } : {}) });
}

/** Starts a job per video; one idempotency key per click makes a retried request start them once. */
export async function startTranslation(request: TranslationRequest, idempotencyKey: string) {
  return (await callApi(translationRoutes.translate, { body: { ...request, idempotencyKey } })).jobs;
}

export async function fetchTranslationJobs(limit = 50) {
  return (await callApi(translationRoutes.list, { query: { limit } })).jobs;
}

export function fetchTranslationJob(id: string) {
  return callApi(translationRoutes.results, { params: { id } });
}

export function editTranslation(id: string, language: string, edit: TextEdit) {
  return callApi(translationRoutes.edit, { params: { id, language }, body: edit });
}

export function reviewTranslation(id: string, language: string, decision: Decision) {
  return callApi(translationRoutes.review, { params: { id, language }, body: { decision } });
}

export async function fetchPublishAttempts(id: string) {
  return (await callApi(translationRoutes.publishAttempts, { params: { id } })).attempts;
}

export function planCaptionUploads(id: string, idempotencyKey: string) {
  return callApi(translationRoutes.publishCaptions, { params: { id }, body: { idempotencyKey } });
}

export function publishTranslation(input: {
  jobId: string;
  language: string;
  idempotencyKey: string;
  defaultLanguage?: string;
}) {
  return callApi(translationRoutes.publishOne, { body: input });
}

export function publishAllTranslations(input: {
  jobIds: string[];
  idempotencyKey: string;
  defaultLanguages: Record<string, string>;
}) {
  return callApi(translationRoutes.publishAll, { body: input });
}

export function inviteReviewer(id: string, language: string, name: string, expiresInDays: number) {
  return callApi(translationRoutes.invite, {
    params: { id, language },
    body: { name, expiresInDays },
  });
}

export function revokeReviewer(inviteId: string) {
  return callApi(translationRoutes.revokeInvite, { params: { id: inviteId } });
}

export function fetchGlossary(channelId: string) {
  return callApi(translationRoutes.glossary, { params: { channelId } });
}

export function saveGlossary(channelId: string, terms: GlossaryTerm[]) {
  return callApi(translationRoutes.saveGlossary, { params: { channelId }, body: { terms } });
}

// The reviewer's page (no account: the token in the link is the permission).
export function fetchReview(token: string) {
  return callApi(translationRoutes.reviewView, { params: { token } });
}

export function editReview(token: string, edit: TextEdit) {
  return callApi(translationRoutes.reviewEdit, { params: { token }, body: edit });
}

export function decideReview(token: string, decision: Decision) {
  return callApi(translationRoutes.reviewDecide, { params: { token }, body: { decision } });
}
