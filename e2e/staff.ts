import type { APIRequestContext } from '@playwright/test';
import { call, type Member, readOtp } from './fixtures.ts';

/** The first admin of the e2e server (its ADMIN_PHONE_NUMBERS): members made by uniquePhone start with 9, never 8. */
export const E2E_ADMIN_PHONE = '8000000001';
const ADMIN_PASSWORD = 'Admin-of-the-e2e-run-2026';

type Session = { accessToken: string; refreshToken: string; user: Member['user'] };

/** The admin named by ADMIN_PHONE_NUMBERS: signed up by the first spec that needs it, logged in by the others. */
export async function e2eAdmin(request: APIRequestContext): Promise<Member> {
  const phoneE164 = `+91${E2E_ADMIN_PHONE}`;
  const login = await request.post('/api/auth/login', { data: { phoneNumber: phoneE164, password: ADMIN_PASSWORD } });
  let session: Session;
  if (login.ok()) {
    session = ((await login.json()) as { data: Session }).data;
  } else {
    const secret = await call<string>(request, 'POST', '/api/auth/request-otp', { phoneNumber: phoneE164 });
    const otp = await readOtp(phoneE164, 'signup');
    await call(request, 'POST', '/api/auth/verify-otp', { phoneNumber: phoneE164, otp, secret });
    session = await call<Session>(request, 'POST', '/api/auth/signup', {
      phoneNumber: phoneE164,
      password: ADMIN_PASSWORD,
      secret,
    });
    const onboarding = {
      fullName: 'Anjali Admin',
      dateOfBirth: '1985-02-10',
      gender: 'FEMALE',
      location: { state: 'Bihar', city: 'Patna' },
      canHelpOut: [],
      canSeekHelp: [],
    };
    session.user = (
      await call<{ user: Member['user'] }>(request, 'PUT', '/api/user/onboard', onboarding, session.accessToken)
    ).user;
  }
  return {
    phone: E2E_ADMIN_PHONE,
    phoneE164,
    password: ADMIN_PASSWORD,
    tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    user: session.user,
  };
}

/** Makes `member` a moderator (or an admin) through the admin. */
export async function giveRole(request: APIRequestContext, admin: Member, member: Member, role: 'MODERATOR' | 'ADMIN') {
  await call(request, 'PUT', `/api/admin/users/${member.user.id}/role`, { role }, admin.tokens.accessToken);
}
