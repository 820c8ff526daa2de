// "Upload" to YouTube: POST /api/uploads/:id/publish with a fresh idempotency key per click (a retried request
// starts one run; a second click is a second intent). The answer's run is followed by the result page.
import { useMutation } from '@tanstack/react-query';
import { randomUuid } from '../../lib/uuid.ts';
import { publishBody, type PublishChoice } from './publish-choice.ts';
import { publishUpload } from './uploads-api.ts';
import { usePutUpload } from './use-uploads.ts';

export function usePublishUpload(uploadId: string) {
  const putUpload = usePutUpload();
  return useMutation({
    mutationFn: async (choice: PublishChoice) => {
      const body = publishBody(choice, randomUuid());
      if (!body) throw new Error('The publish form is not complete.');
      return publishUpload(uploadId, body);
    },
    meta: { errorToast: false, youtube: true },
    onSuccess: ({ upload }) => putUpload(upload),
  });
}
