import { authContracts } from '@samaj/shared/contracts/auth';
import { preferredLanguage, requestedLanguage } from '@samaj/shared/i18n/language';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { authServiceOf, type ClientMeta } from './auth.service.ts';

/** Who is calling: shown in the member's sessions, and what per-address limits count. */
export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip ?? null,
  address: clientAddress(request.ip),
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = authServiceOf(app);
  app.addHook('onClose', () => service.finishSends());
  const limits = app.config.rateLimit;
  /** Public auth calls: a budget per IP address (IPv6: per /64) that a whole town behind one NAT address stays under. */
  const perIpBudget = (max: number): FastifyContextConfig => ({
    rateLimit: limits.enabled ? { max, timeWindow: '15 minutes' } : false,
  });
  const perIp = perIpBudget(limits.authPerIpPer15Min);
  /** Signup and password reset begin alike: a code sent to the phone, then checked. */
  const otpRoutes = (
    purpose: 'signup' | 'reset',
    send: typeof authContracts.requestOtp | typeof authContracts.requestResetPassword,
    verify: typeof authContracts.verifyOtp | typeof authContracts.verifyResetRequest,
  ) => {
    app.route({
      ...routeOf(app, send),
      config: perIp,
      handler: async (request) =>
        ok(
          await service.requestOtp(
            purpose,
            request.body.phoneNumber,
            clientMeta(request),
            // The WhatsApp message's language: the one the guest reads the page in (the web sends it).
            requestedLanguage(request.headers['accept-language']),
          ),
          'OTP sent',
        ),
    });
    app.route({
      ...routeOf(app, verify),
      config: perIp,
      handler: async (request) => {
        const { phoneNumber, otp, secret } = request.body;
        return ok(await service.verifyOtp(purpose, phoneNumber, otp, secret), 'OTP verified');
      },
    });
  };
  otpRoutes('signup', authContracts.requestOtp, authContracts.verifyOtp);

  app.route({
    ...routeOf(app, authContracts.signup),
    config: perIp,
    handler: async (request, reply) => {
      const { phoneNumber, password, secret, acceptedTermsVersion } = request.body;
      const result = await service.signup(
        phoneNumber,
        password,
        secret,
        clientMeta(request),
        // The language the guest picked (the web sends it as Accept-Language) becomes the member's.
        {
          acceptedTermsVersion: acceptedTermsVersion ?? null,
          language: preferredLanguage(request.headers['accept-language']),
        },
      );
      return reply.status(201).send(ok(result, 'Account created'));
    },
  });

  app.route({
    ...routeOf(app, authContracts.login),
    config: perIp,
    handler: async (request) =>
      ok(await service.login(request.body.phoneNumber, request.body.password, clientMeta(request)), 'Logged in'),
  });

  app.route({
    ...routeOf(app, authContracts.refreshToken),
    config: perIpBudget(limits.refreshPerIpPer15Min),
    handler: async (request) => ok(await service.refresh(request.body.token), 'Token refreshed'),
  });

  app.route({
    ...routeOf(app, authContracts.logout),
    handler: async (request) => {
      await service.logout(request.body.token);
      return ok(null, 'Logged out');
    },
  });

  otpRoutes('reset', authContracts.requestResetPassword, authContracts.verifyResetRequest);

  app.route({
    ...routeOf(app, authContracts.resetPassword),
    config: perIp,
    handler: async (request) => {
      const { phoneNumber, password, otp, secret } = request.body;
      await service.resetPassword(phoneNumber, password, otp, secret);
      return ok(null, 'Password reset. Log in with your new password');
    },
  });

  app.route({
    ...routeOf(app, authContracts.changePassword),
    onRequest: app.authenticate,
    handler: async (request) => {
      await service.changePassword(
        request.user.id,
        request.user.sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return ok(null, 'Password changed');
    },
  });

  app.route({
    ...routeOf(app, authContracts.logoutAll),
    onRequest: app.authenticate,
    handler: async (request) => {
      await service.logoutEverywhere(request.user.id);
      return ok(null, 'Logged out of all devices');
    },
  });
};
