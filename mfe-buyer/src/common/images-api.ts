import { api } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** The URL in an upload reply: the catalog answers `{ success, data: { url, sizes } }`, url being the full size. */
function uploadedUrlOf(reply: unknown): string | null {
  const data = (reply as { data?: { url?: unknown } } | null)?.data;
  return typeof data?.url === 'string' && data.url ? data.url : null;
}

/**
 * POST /images with the multipart field `image` and the spec's preset name (the server re-encodes
 * to it); resolves with the stored picture's URL.
 */
export async function uploadImage(file: File, preset: 'review' | 'report' | 'payment', signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('preset', preset);
  form.append('image', file, file.name);
  const url = uploadedUrlOf(await api.post<unknown>('/images', form, { retry: false, signal }));
  if (!url) throw new Error(translate(messages, 'common.uploadNoUrl'));
  return url;
}
