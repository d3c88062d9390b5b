import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/errors.ts';

const statusCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'BAD_REQUEST',
  406: 'BAD_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

function validationMessage(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  return first.path ? `${first.path}: ${first.message}` : first.message;
}

/** One error envelope for every failure; 5xx never carry internals. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) void reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          success: false,
          message: error.message,
          code: error.code,
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error.data ? { data: error.data } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        }));
        return reply.status(400).send({ success: false, message: validationMessage(errors), code: 'VALIDATION_ERROR', errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' });
      }
      if (status === 429 && error.message) {
        return reply.status(429).send({ success: false, message: error.message, code: 'RATE_LIMITED' });
      }
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError' ? 'The request body is not valid JSON' : error.message;
      return reply.status(status).send({ success: false, message, code: statusCodes[status] ?? 'BAD_REQUEST' });
    });
  },
  { name: 'errors' },
);
