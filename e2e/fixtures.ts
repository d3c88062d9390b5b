import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { test as base, expect, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import { hi } from './hindi.ts';

export { expect };

/** Every spec runs against the server global-setup started, and fails on an uncaught error in the page. */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A thrown value that is no Error (a rejected Event, an empty string) comes with an empty stack and message:
      // say at least what it was and where, so that a rare failure can be traced.
      page.on('pageerror', (error) =>
        errors.push(
          error.stack || error.message || `${error.name || 'a thrown value'} with no message, on ${page.url()}`,
        ),
      );
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL is not set: run the specs with e2e/playwright.config.ts (its global setup starts the server).',
      );
    await use(url);
  },
});

export type OtpPurpose = 'signup' | 'reset';

export interface Member {
  /** The 10-digit mobile as typed after +91. */
  phone: string;
  phoneE164: string;
  password: string;
  tokens: { accessToken: string; refreshToken: string };
  user: {
    id: string;
    phoneNumber: string;
    fullName: string | null;
    image: string | null;
    onBoardingCompleted: boolean;
    isMatrimonialProfile: boolean;
    profile: { onboardingCompleted: boolean };
  };
}

const usedPhones = new Set<string>();

/** A valid Indian mobile (9 + nine digits), unique per call. */
export function uniquePhone(): string {
  for (;;) {
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    if (!usedPhones.has(phone)) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

export function uniquePassword(): string {
  return `Diya-${Math.random().toString(36).slice(2, 10)}-${Date.now().toString(36)}`;
}

function serverLogPath(): string {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set: the global setup did not run.');
  return logPath;
}

async function otpCodes(phoneE164: string, purpose: OtpPurpose): Promise<string[]> {
  const text = await readFile(serverLogPath(), 'utf8');
  const pattern = new RegExp(`^OTP for ${phoneE164.replace('+', '\\+')} \\(${purpose}\\): (\\d{4})$`);
  const codes: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes(phoneE164)) continue;
    try {
      const match = pattern.exec((JSON.parse(line) as { msg?: string }).msg ?? '');
      if (match) codes.push(match[1]!);
    } catch {
      // A partial or non-JSON line.
    }
  }
  return codes;
}

/** How many codes the server has logged for this number and purpose so far. */
export async function countOtps(phoneE164: string, purpose: OtpPurpose): Promise<number> {
  return (await otpCodes(phoneE164, purpose)).length;
}

/**
 * The newest code the server logged (`OTP for +91… (signup): 1234`), waiting for it to appear. Pass `after` (a count
 * from countOtps) to wait for a code sent after that point, e.g. on resend.
 */
export async function readOtp(
  phoneE164: string,
  purpose: OtpPurpose,
  { after = 0, timeoutMs = 10_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = await otpCodes(phoneE164, purpose);
    if (codes.length > after) return codes.at(-1)!;
    if (Date.now() > deadline)
      throw new Error(`No ${purpose} OTP for ${phoneE164} in ${serverLogPath()} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Calls the API (as a member when given a token) and returns the envelope's `data`; throws with the server's message. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { success: boolean; message: string; data: T };
  if (!response.ok() || !body.success) throw new Error(`${method} ${url} → ${response.status()}: ${body.message}`);
  return body.data;
}

export const DEFAULT_ONBOARDING = {
  fullName: 'Asha Kumari',
  dateOfBirth: '1996-04-12',
  gender: 'FEMALE',
  location: { state: 'Bihar', city: 'Patna' },
  canHelpOut: ['Career guidance'],
  canSeekHelp: ['Job referral'],
} as const;

/** Creates a member over HTTP: request-otp → code from the log → verify → signup → (onboard). */
export async function signUpViaApi(
  request: APIRequestContext,
  options: { onboard?: boolean; fullName?: string; password?: string; phone?: string } = {},
): Promise<Member> {
  const phone = options.phone ?? uniquePhone();
  const phoneE164 = `+91${phone}`;
  const password = options.password ?? uniquePassword();
  const secret = await call<string>(request, 'POST', '/api/auth/request-otp', { phoneNumber: phoneE164 });
  const otp = await readOtp(phoneE164, 'signup');
  await call(request, 'POST', '/api/auth/verify-otp', { phoneNumber: phoneE164, otp, secret });
  const session = await call<{ accessToken: string; refreshToken: string; user: Member['user'] }>(
    request,
    'POST',
    '/api/auth/signup',
    {
      phoneNumber: phoneE164,
      password,
      secret,
    },
  );
  let user = session.user;
  if (options.onboard ?? true) {
    const body = { ...DEFAULT_ONBOARDING, fullName: options.fullName ?? DEFAULT_ONBOARDING.fullName };
    user = (await call<{ user: Member['user'] }>(request, 'PUT', '/api/user/onboard', body, session.accessToken)).user;
  }
  return {
    phone,
    phoneE164,
    password,
    tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    user,
  };
}

/** The number global-setup names in ADMIN_PHONE_NUMBERS: whoever signs up with it is an admin. */
const ADMIN_PHONE = '9000000001';
const ADMIN_PASSWORD = 'Admin-e2e-Diya-2026';

/** The admin's session: signed up by the first spec that needs it (workers may race: the loser logs in). */
export async function adminViaApi(request: APIRequestContext): Promise<Member> {
  const login = async (): Promise<Member | null> => {
    const response = await request.post('/api/auth/login', {
      data: { phoneNumber: `+91${ADMIN_PHONE}`, password: ADMIN_PASSWORD },
    });
    if (!response.ok()) return null;
    const { data } = (await response.json()) as {
      data: { accessToken: string; refreshToken: string; user: Member['user'] };
    };
    return {
      phone: ADMIN_PHONE,
      phoneE164: `+91${ADMIN_PHONE}`,
      password: ADMIN_PASSWORD,
      tokens: { accessToken: data.accessToken, refreshToken: data.refreshToken },
      user: data.user,
    };
  };
  const existing = await login();
  if (existing) return existing;
  try {
    return await signUpViaApi(request, { phone: ADMIN_PHONE, password: ADMIN_PASSWORD, fullName: 'Admin Devi' });
  } catch (error) {
    // Another worker signing the admin up at the same moment took the code: its signup finishes in a moment.
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const raced = await login();
      if (raced) return raced;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw error;
  }
}

/** Logs in over HTTP and stores the session under localStorage 'auth' (the app's persisted state), then opens `path`. */
export async function loginInBrowser(page: Page, member: Member, path = '/'): Promise<void> {
  const session = await call<{ accessToken: string; refreshToken: string; user: Member['user'] }>(
    page.request,
    'POST',
    '/api/auth/login',
    { phoneNumber: member.phoneE164, password: member.password },
  );
  // Any same-origin document gives access to the app's localStorage without running the app first.
  await page.goto('/manifest.webmanifest');
  await page.evaluate((persisted) => localStorage.setItem('auth', JSON.stringify(persisted)), {
    user: session.user,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    isAuthenticated: true,
  });
  await page.goto(path);
}

/** Logs in through the login form. */
export async function loginThroughUi(page: Page, member: Pick<Member, 'phone' | 'password'>): Promise<void> {
  await page.getByLabel('Mobile number').fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const screensDir = path.join(import.meta.dirname, '.artifacts', 'screens');
/** The toasts' region, "Notifications (F8)" in the page's language (the bell's "Show notifications" is not it). */
const TOAST_REGIONS = ['Notifications', hi('Notifications')].map((name) => `[aria-label^="${name} ("]`).join(', ');

/**
 * A screenshot at the spec's 390×844 viewport, for reviewing the look (toasts hidden unless asked for). Full page by
 * default; `fullPage: false` keeps what the member sees, for open sheets and sticky bars.
 */
export async function screenshot(
  page: Page,
  name: string,
  { withToasts = false, fullPage = true } = {},
): Promise<void> {
  await page.screenshot({
    path: path.join(screensDir, `${name}.png`),
    fullPage,
    animations: 'disabled',
    ...(withToasts ? {} : { style: `${TOAST_REGIONS} { display: none !important; }` }),
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A small valid PNG (a warm diagonal gradient), made here so no binary fixture is needed. */
export function pngImage(size = 96): Buffer {
  const row = size * 3 + 1;
  const pixels = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    pixels[y * row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      const offset = y * row + 1 + x * 3;
      pixels[offset] = Math.round(140 + (244 - 140) * t);
      pixels[offset + 1] = Math.round(29 + (184 - 29) * t);
      pixels[offset + 2] = Math.round(44 + (96 - 44) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A made-up, pronounceable name part ("Zorivak"), different on every call: no other spec's member shares it. */
export function uniqueWord(length = 7): string {
  const consonants = 'bdfghjklmnprstvz';
  const vowels = 'aeiou';
  let word = '';
  for (let index = 0; index < length; index++) {
    const letters = index % 2 === 0 ? consonants : vowels;
    word += letters[Math.floor(Math.random() * letters.length)];
  }
  return word[0]!.toUpperCase() + word.slice(1);
}

/** A second phone: its own browser context at the spec's 390×844, collecting any error in its page. */
export async function secondPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  return { context, page, errors };
}

/** Waits until the service worker is active and controls the page (specs that allow service workers). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** `from` sends `to` a chat message over HTTP (starting the chat if needed); answers the stored message's chat. */
export async function sendMessageViaApi(page: Page, from: Member, to: Member, content: string) {
  const response = await page.request.post('/api/chats/messages', {
    data: { receiverId: to.user.id, content },
    headers: { authorization: `Bearer ${from.tokens.accessToken}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { chatId: string } }).data;
}

/**
 * Ravi has written `text` to Asha, who opens the chat in `page` (once more with the service worker in charge, when
 * `cached`: the conversation then opens offline; for specs that allow service workers).
 */
export async function aChatFromRavi(page: Page, request: APIRequestContext, text: string, { cached = false } = {}) {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const { chatId } = await sendMessageViaApi(page, ravi, asha, text);
  await loginInBrowser(page, asha, `/chat/${chatId}`);
  if (cached) {
    await serviceWorkerControls(page);
    await page.reload();
  }
  return { asha, chatId };
}

/** The fields the matrimonial API requires of a marriage profile (a member without them cannot send interests). */
export const MARRIAGE_PROFILE = {
  height: 163,
  maritalStatus: 'NEVER_MARRIED',
  motherTongue: 'Hindi',
  religion: 'Hindu',
  diet: 'VEGETARIAN',
  familyType: 'NUCLEAR',
  profileCreatedBy: 'SELF',
  confirmation: { forMarriage: true, detailsTrue: true },
} as const;

/**
 * An onboarded member with a marriage profile, made over HTTP: born 1993 (men) or 1996 (women), in Patna; with
 * `photos`, that many uploaded marriage photos (each a different size, so each is its own file).
 */
export async function marriageCandidateViaApi(
  request: APIRequestContext,
  fullName: string,
  gender: 'MALE' | 'FEMALE',
  {
    photoVisibility = 'ALL',
    photos = 0,
    canHelpOut = [],
    canSeekHelp = [],
  }: { photoVisibility?: string; photos?: number; canHelpOut?: string[]; canSeekHelp?: string[] } = {},
): Promise<Member> {
  const member = await signUpViaApi(request, { fullName });
  const token = member.tokens.accessToken;
  const onboarding = {
    fullName,
    gender,
    dateOfBirth: gender === 'MALE' ? '1993-02-10' : '1996-04-12',
    location: { state: 'Bihar', city: 'Patna' },
    canHelpOut,
    canSeekHelp,
  };
  await call(request, 'PUT', '/api/user/onboard', onboarding, token);
  await call(request, 'PUT', '/api/user/matrimonial-details', { ...MARRIAGE_PROFILE, photoVisibility }, token);
  for (let index = 0; index < photos; index++) {
    const response = await request.put('/api/user/matrimonial-images', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        matrimonialImages: { name: `photo-${index}.png`, mimeType: 'image/png', buffer: pngImage(200 - index * 40) },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return member;
}

/** `from` sends `to` an interest over HTTP; answers it. */
export const interestViaApi = (request: APIRequestContext, from: Member, to: Member) =>
  call<{ id: string }>(
    request,
    'POST',
    '/api/matrimonial/interests/send',
    { receiverId: to.user.id },
    from.tokens.accessToken,
  );

/** `receiver` accepts the interest over HTTP. */
export const acceptInterestViaApi = (request: APIRequestContext, receiver: Member, interestId: string) =>
  call(
    request,
    'PUT',
    `/api/matrimonial/interests/${interestId}/respond`,
    { status: 'ACCEPTED' },
    receiver.tokens.accessToken,
  );

/** Nothing on the page is wider than the phone: it never scrolls sideways. */
export const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** `author` shares a text post over HTTP; answers its id. */
export async function postViaApi(request: APIRequestContext, author: Member, content: string): Promise<string> {
  const response = await request.post('/api/posts', {
    multipart: { content },
    headers: { authorization: `Bearer ${author.tokens.accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The member's profile photo, uploaded over HTTP (a PNG `size` px square): its stored link, `/media/<sha256>.webp`. */
export async function profilePhotoViaApi(request: APIRequestContext, member: Member, size = 120): Promise<string> {
  const response = await request.put('/api/user/profile-image', {
    headers: { authorization: `Bearer ${member.tokens.accessToken}` },
    multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: pngImage(size) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: string }).data;
}

/** `manager` accepts `owner`'s invitation to manage their marriage profile (over HTTP). */
export async function coManagerViaApi(request: APIRequestContext, owner: Member, manager: Member) {
  const invitation = await call<{ id: string }>(
    request,
    'POST',
    '/api/matrimonial/co-managers',
    { phoneNumber: manager.phone },
    owner.tokens.accessToken,
  );
  await call(request, 'POST', `/api/matrimonial/co-managers/${invitation.id}/accept`, {}, manager.tokens.accessToken);
}

/**
 * The app's scripts held back until `release()`: the page is used from its prerendered HTML (/login, /signup), as on a
 * phone whose download of them has not finished, then the app takes over.
 */
export async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}
