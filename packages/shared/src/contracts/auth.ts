import { z } from 'zod';
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
} from '../auth.ts';
import { defineContracts } from '../contract.ts';

const verified = z.object({ verified: z.literal(true) });

/** /auth: sign-up, login, tokens and passwords. Public unless said otherwise. */
export const authContracts = defineContracts(
  { tag: 'auth', auth: false },
  {
    requestOtp: {
      method: 'POST',
      path: '/auth/request-otp',
      summary: 'Send a signup code to WhatsApp',
      body: requestOtpBody,
      response: z.string(),
    },
    verifyOtp: {
      method: 'POST',
      path: '/auth/verify-otp',
      summary: 'Check a signup code',
      body: verifyOtpBody,
      response: verified,
    },
    signup: {
      method: 'POST',
      path: '/auth/signup',
      summary: 'Create an account with a verified number',
      body: signupBody,
      response: authResult,
      status: 201,
    },
    login: {
      method: 'POST',
      path: '/auth/login',
      summary: 'Log in with phone and password',
      body: loginBody,
      response: authResult,
    },
    refreshToken: {
      method: 'POST',
      path: '/auth/refresh-token',
      summary: 'Rotate the refresh token',
      body: refreshTokenBody,
      response: authTokens,
    },
    logout: { method: 'POST', path: '/auth/logout', summary: 'End this session', body: logoutBody, response: z.null() },
    requestResetPassword: {
      method: 'POST',
      path: '/auth/request-reset-password',
      summary: 'Send a password-reset code',
      body: requestResetBody,
      response: z.string(),
    },
    verifyResetRequest: {
      method: 'POST',
      path: '/auth/verify-reset-request',
      summary: 'Check a reset code without using it',
      body: verifyResetBody,
      response: verified,
    },
    resetPassword: {
      method: 'POST',
      path: '/auth/reset-password',
      summary: 'Set a new password with a verified code',
      body: resetPasswordBody,
      response: z.null(),
    },
    changePassword: {
      method: 'POST',
      path: '/auth/change-password',
      summary: 'Change my password (other sessions end)',
      auth: true,
      body: changePasswordBody,
      response: z.null(),
    },
    logoutAll: {
      method: 'POST',
      path: '/auth/logout-all',
      summary: 'End every session of mine',
      auth: true,
      response: z.null(),
    },
  },
);
