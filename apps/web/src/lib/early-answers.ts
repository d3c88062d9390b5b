/**
 * Requests first-paint.js started for a signed-in member before the app's code arrived (its first requests on
 * /posts and the home page). The API client adopts one instead of sending the same request again: only once, only
 * for the same address and token, and only within a few seconds of the page's start (a later visit to the page asks
 * afresh). first-paint.js sends the reader's language (as initialLanguage()), which the app's own first requests,
 * made before a Hindi reader's catalogues are in, would not yet name.
 */
interface EarlyAnswer {
  token: string;
  /** Date.now() when the request started. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    samajEarlyAnswers?: Record<string, EarlyAnswer | undefined>;
  }
}

/** Long enough for the app's first requests on a slow phone, short enough that nothing stale is shown. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** The answer to `GET url` sent early with this token, taken (so it is used once), or null. */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | null {
  const answers = typeof window === 'undefined' ? undefined : window.samajEarlyAnswers;
  const answer = answers?.[url];
  if (!answers || !answer) return null;
  delete answers[url];
  const fresh = Date.now() - answer.at <= EARLY_ANSWER_MAX_AGE_MS;
  return fresh && answer.token === token ? answer.response : null;
}
