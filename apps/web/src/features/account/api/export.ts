import { useMutation } from '@tanstack/react-query';
import { API_BASE, connectionError, readEnvelope, withSession } from '@/lib/api-client';

/** GET /account/export: the ZIP of everything held about me (an error answers with the usual JSON envelope). */
export function downloadMyData(): Promise<{ blob: Blob; filename: string }> {
  return withSession(async (accessToken) => {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/account/export`, {
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      });
    } catch {
      throw connectionError(false);
    }
    if (!response.ok) readEnvelope(response.status, false, await response.text());
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'samaj-my-data.zip';
    return { blob: await response.blob(), filename };
  });
}

/** Saves the file the way a link with `download` does. */
function save({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: async () => save(await downloadMyData()) });
}
