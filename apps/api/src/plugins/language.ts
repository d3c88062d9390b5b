import { translateMessage } from '@samaj/shared/i18n/api-messages';
import { preferredLanguage } from '@samaj/shared/i18n/language';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

interface Envelope {
  success: boolean;
  message: string;
  errors?: { path: string; message: string }[];
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { success?: unknown }).success === 'boolean' &&
  typeof (payload as { message?: unknown }).message === 'string';

function varyByLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = typeof vary === 'string' ? vary.split(',').map((value) => value.trim()) : [];
  if (!values.some((value) => value.toLowerCase() === 'accept-language' || value === '*')) {
    void reply.header('vary', [...values.filter(Boolean), 'Accept-Language'].join(', '));
  }
}

/**
 * The one place where the API's messages take the request's language (`Accept-Language`, see `preferredLanguage`):
 * `message` of every envelope, success or error (the error handler's and the not-found handler's replies pass here
 * too), and each `errors[].message`. Codes and data never change.
 */
export default fp(
  async function languagePlugin(app: FastifyInstance) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!isEnvelope(payload)) return payload;
      varyByLanguage(reply);
      const language = preferredLanguage(request.headers['accept-language']);
      if (language === 'en') return payload;
      return {
        ...payload,
        message: translateMessage(payload.message, language),
        ...(payload.errors
          ? {
              errors: payload.errors.map((error) => ({ ...error, message: translateMessage(error.message, language) })),
            }
          : {}),
      };
    });
  },
  { name: 'language' },
);
