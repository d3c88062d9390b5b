import {
  authResult,
  authTokens,
  changePasswordBody,
  loginBody,
  logoutBody,
  refreshTokenBody,
  requestOtpBody,
  requestResetBody,
  resetPasswordBody,
  signupBody,
  verifyOtpBody,
  verifyResetBody,
} from '@samaj/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress } from '../../lib/client-address.ts';
import { ok, responses } from '../../lib/reply.ts';
import { AuthService, type ClientMeta } from './auth.service.ts';

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip ?? null,
  address: clientAddress(request.ip),
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AuthService({
    db: app.db,
    config: app.config,
    otpSender: app.otpSender,
    counters: app.windowCounters,
    accessTokens: app.accessTokens,
    sockets: app.realtime,
    log: app.log,
  });
  app.addHook('onClose', () => service.finishSends());
  const limits = app.config.rateLimit;
  /** Public auth calls: a budget per IP address (IPv6: per /64) that a whole town behind one NAT address stays under. */
  const perIpBudget = (max: number): FastifyContextConfig => ({ rateLimit: limits.enabled ? { max, timeWindow: '15 minutes' } : false });
  const perIp = perIpBudget(limits.authPerIpPer15Min);
  const tags = ['auth'];

  app.post(
    '/request-otp',
    { config: perIp, schema: { tags, summary: 'Send a signup code to WhatsApp', body: requestOtpBody, response: responses(z.string()) } },
    async (request) => ok(await service.requestOtp('signup', request.body.phoneNumber, meta(request)), 'OTP sent'),
  );

  app.post(
    '/verify-otp',
    { config: perIp, schema: { tags, summary: 'Check a signup code', body: verifyOtpBody, response: responses(z.object({ verified: z.literal(true) })) } },
    async (request) => {
      const { phoneNumber, otp, secret } = request.body;
      return ok(await service.verifyOtp('signup', phoneNumber, otp, secret), 'OTP verified');
    },
  );

  app.post(
    '/signup',
    { config: perIp, schema: { tags, summary: 'Create an account with a verified number', body: signupBody, response: responses(authResult, 201) } },
    async (request, reply) => {
      const { phoneNumber, password, secret } = request.body;
      return reply.status(201).send(ok(await service.signup(phoneNumber, password, secret, meta(request)), 'Account created'));
    },
  );

  app.post(
    '/login',
    { config: perIp, schema: { tags, summary: 'Log in with phone and password', body: loginBody, response: responses(authResult) } },
    async (request) => ok(await service.login(request.body.phoneNumber, request.body.password, meta(request)), 'Logged in'),
  );

  app.post(
    '/refresh-token',
    { config: perIpBudget(limits.refreshPerIpPer15Min), schema: { tags, summary: 'Rotate the refresh token', body: refreshTokenBody, response: responses(authTokens) } },
    async (request) => ok(await service.refresh(request.body.token), 'Token refreshed'),
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'End this session', body: logoutBody, response: responses(z.null()) } },
    async (request) => {
      await service.logout(request.body.token);
      return ok(null, 'Logged out');
    },
  );

  app.post(
    '/request-reset-password',
    { config: perIp, schema: { tags, summary: 'Send a password-reset code', body: requestResetBody, response: responses(z.string()) } },
    async (request) => ok(await service.requestOtp('reset', request.body.phoneNumber, meta(request)), 'OTP sent'),
  );

  app.post(
    '/verify-reset-request',
    { config: perIp, schema: { tags, summary: 'Check a reset code without using it', body: verifyResetBody, response: responses(z.object({ verified: z.literal(true) })) } },
    async (request) => {
      const { phoneNumber, otp, secret } = request.body;
      return ok(await service.verifyOtp('reset', phoneNumber, otp, secret), 'OTP verified');
    },
  );

  app.post(
    '/reset-password',
    { config: perIp, schema: { tags, summary: 'Set a new password with a verified code', body: resetPasswordBody, response: responses(z.null()) } },
    async (request) => {
      const { phoneNumber, password, otp, secret } = request.body;
      await service.resetPassword(phoneNumber, password, otp, secret);
      return ok(null, 'Password reset. Log in with your new password');
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Change my password (other sessions end)', security: [{ bearerAuth: [] }], body: changePasswordBody, response: responses(z.null()) },
    },
    async (request) => {
      await service.changePassword(request.user.id, request.user.sessionId, request.body.currentPassword, request.body.newPassword);
      return ok(null, 'Password changed');
    },
  );

  app.post(
    '/logout-all',
    { onRequest: app.authenticate, schema: { tags, summary: 'End every session of mine', security: [{ bearerAuth: [] }], response: responses(z.null()) } },
    async (request) => {
      await service.logoutEverywhere(request.user.id);
      return ok(null, 'Logged out of all devices');
    },
  );
};
