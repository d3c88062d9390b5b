import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptInterestViaApi,
  adminViaApi,
  coManagerViaApi,
  interestViaApi,
  postViaApi,
  call,
  expect,
  loginInBrowser,
  marriageCandidateViaApi,
  sendMessageViaApi,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
} from '../fixtures.ts';
import { axeFor, axeProblems } from '../axe.ts';
import { hi } from '../hindi.ts';

/**
 * axe-core on every screen (issue 15, WCAG 2.2 AA): each route, and the dialogs and sheets that are cheap to open, in
 * every language and theme; any serious or critical violation fails the run. One test per language, theme and kind of
 * visitor (one login each); each screen is a step with its own soft assertion, so one run lists every problem.
 */

/** The interface languages, set in localStorage 'language' as the language switch does. */
const LANGUAGES = ['en', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];
/** Set as the theme chooser in Settings sets them (localStorage 'theme'), before the app starts. */
const THEMES = ['light', 'dark'] as const;

type Role = 'guest' | 'newcomer' | 'member' | 'familyOwner' | 'coManager' | 'moderator' | 'admin';

interface World {
  newcomer: Member;
  member: Member;
  other: Member;
  moderator: Member;
  admin: Member;
  /** A son whose marriage profile his mother manages with him, and a family whose interest he accepted. */
  familyOwner: Member;
  coManager: Member;
  match: Member;
  postId: string;
  chatId: string;
  ticket: string;
}

/** A message of the app in the language under test, from its English (as `hi` of e2e/hindi.ts takes it). */
type Say = (english: string, values?: Record<string, string>, context?: string) => string;

const sayIn = (language: Language): Say =>
  language === 'hi' ? hi : (english, values = {}) => english.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);

/** A name that starts with the message (a count may follow). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface Screen {
  name: string;
  path: (world: World) => string;
  /** After the page has loaded: opens the dialog or sheet to check, and waits for it (named in the page's language). */
  open?: (page: Page, world: World, say: Say) => Promise<void>;
  /** What `open` showed, checked alone (the page under it had its own step); a dialog unless said. */
  scope?: (say: Say) => string;
  /** False where the page never finishes loading on purpose (behind a blocking dialog). */
  settles?: false;
}

const dialogNamed = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('dialog', { name, exact: true })).toBeVisible();

const SCREENS: Record<Role, Screen[]> = {
  guest: [
    { name: 'login', path: () => '/login' },
    { name: 'signup', path: () => '/signup' },
    { name: 'forgot password', path: () => '/forget-password' },
    { name: 'terms', path: () => '/terms' },
    { name: 'privacy', path: () => '/privacy' },
    { name: 'grievance', path: () => '/grievance' },
    { name: 'grievance status', path: (world) => `/grievance/${world.ticket}` },
    { name: '404', path: () => '/404' },
  ],
  newcomer: [{ name: 'onboarding', path: () => '/onboarding' }],
  member: [
    { name: 'dashboard', path: () => '/' },
    {
      name: 'menu drawer',
      path: () => '/',
      open: async (page, _, say) => {
        await page.getByRole('button', { name: say('Open menu') }).click();
        await dialogNamed(page, say('Menu'));
      },
    },
    {
      name: 'member search',
      path: () => '/',
      open: async (page, world, say) => {
        await page
          .getByRole('banner')
          .getByRole('button', { name: say('Search members') })
          .click();
        const search = page.getByRole('searchbox', { name: say('Search members') });
        await search.fill(world.other.user.fullName!.split(' ')[1]!);
        await expect(page.getByRole('list', { name: say('Members found') })).toBeVisible();
      },
    },
    {
      name: 'notifications',
      path: () => '/',
      open: async (page, _, say) => {
        await page.getByRole('button', { name: startsWith(say('Show notifications')) }).click();
        const panel = page.getByRole('dialog', { name: say('Notifications') });
        await expect(panel.getByRole('listitem').first()).toBeVisible();
      },
    },
    { name: 'feed', path: () => '/posts' },
    {
      name: 'post composer',
      path: () => '/posts',
      open: async (page, _, say) => {
        await page.getByRole('button', { name: say('Share something with the community…') }).click();
        await expect(page.getByRole('form', { name: say('New post') })).toBeVisible();
      },
      scope: (say) => `form[aria-label="${say('New post')}"]`,
    },
    { name: 'post page', path: (world) => `/posts/${world.postId}` },
    {
      name: 'report dialog',
      path: (world) => `/posts/${world.postId}`,
      open: async (page, world, say) => {
        const authorName = world.other.user.fullName!;
        await page
          .getByRole('article', { name: say('Post by {authorName}', { authorName }) })
          .getByRole('button', { name: say('More actions for {name}', { name: authorName }), exact: true })
          .click();
        await page.getByRole('menuitem', { name: say('Report post') }).click();
        await dialogNamed(page, say('Report this post'));
      },
    },
    { name: 'community', path: () => '/community' },
    { name: 'community seekers', path: () => '/community/seekers' },
    { name: 'community helpers', path: () => '/community/helpers' },
    {
      name: 'community filters sheet',
      path: () => '/community/helpers',
      open: async (page, _, say) => {
        await page.getByRole('button', { name: say('Filters'), exact: true }).click();
        await dialogNamed(page, say('Filter helpers'));
      },
    },
    { name: 'my profile', path: () => '/profile' },
    { name: 'my community details', path: () => '/profile?page=communitydetails' },
    { name: 'my matrimonial details', path: () => '/profile?page=matrimonialdetails' },
    { name: "another member's profile", path: (world) => `/profile/${world.other.user.id}` },
    { name: 'chats', path: () => '/chat' },
    { name: 'conversation', path: (world) => `/chat/${world.chatId}` },
    { name: 'new conversation', path: (world) => `/chat/new/${world.moderator.user.id}` },
    { name: 'matrimonial matches', path: () => '/matrimonial' },
    { name: 'matrimonial search', path: () => '/matrimonial/search' },
    {
      name: 'matrimonial filters sheet',
      path: () => '/matrimonial/search',
      open: async (page, _, say) => {
        await page.getByRole('button', { name: startsWith(say('Filters')) }).click();
        await dialogNamed(page, say('Filter profiles'));
      },
    },
    { name: 'marriage profile', path: (world) => `/matrimonial/profile/${world.other.user.id}` },
    { name: 'marriage profile from search', path: (world) => `/matrimonial/search/profile?id=${world.other.user.id}` },
    { name: 'saved profiles', path: () => '/matrimonial/saved' },
    { name: 'viewed my profile', path: () => '/matrimonial/viewed-me' },
    { name: 'interests received', path: () => '/matrimonial/interest' },
    { name: 'interests sent', path: () => '/matrimonial/interest?tab=sent' },
    { name: 'photo requests', path: () => '/matrimonial/interest?tab=photos' },
    { name: 'sent requests', path: () => '/matrimonial/sent-interests' },
    { name: 'settings', path: () => '/settings' },
    { name: 'my reports', path: () => '/settings#my-reports' },
    {
      name: 'delete account dialog',
      path: () => '/settings',
      open: async (page, _, say) => {
        await page.getByRole('button', { name: say('Delete my account') }).click();
        await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      },
      scope: () => '[role="alertdialog"], [role="dialog"]',
    },
    { name: '404 (member)', path: () => '/404' },
  ],
  familyOwner: [{ name: 'family (owner)', path: () => '/matrimonial/family' }],
  coManager: [
    { name: 'family (co-manager)', path: () => '/matrimonial/family' },
    { name: 'managing a profile', path: (world) => `/matrimonial/family/${world.familyOwner.user.id}` },
    { name: 'managed marriage profile', path: (world) => `/matrimonial/family/${world.familyOwner.user.id}/profile` },
    {
      name: 'managed chat',
      path: (world) => `/matrimonial/family/${world.familyOwner.user.id}/chat/${world.match.user.id}`,
    },
  ],
  moderator: [
    { name: 'console queue (moderator)', path: () => '/admin?tab=queue' },
    { name: 'console members (moderator)', path: () => '/admin?tab=members' },
    {
      name: 'matrimonial gate (no marriage profile)',
      path: () => '/matrimonial',
      settles: false,
      open: (page, _, say) => dialogNamed(page, say('Complete Your Profile')),
    },
  ],
  admin: [
    { name: 'console queue', path: () => '/admin?tab=queue' },
    { name: 'console members', path: () => '/admin?tab=members' },
    { name: 'console grievances', path: () => '/admin?tab=grievances' },
    { name: 'console audit log', path: () => '/admin?tab=audit' },
    { name: 'console stats', path: () => '/admin?tab=stats' },
  ],
};

/**
 * Every page of the router is visited above: each `path` of apps/web/src/app/router.tsx (a child's is relative to its
 * parent's, as `new/:userId` under `chat`: matched as the end of a path) but redirects and the catch-all, and the home
 * page (`index`). A new route fails this test until it has its screen in SCREENS.
 */
test('the screens above visit every route of the router', () => {
  const router = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/app/router.tsx'), 'utf8');
  const routes = [...router.matchAll(/path: '([^']+)',(\s*element: <Navigate)?/g)]
    .filter(([, route, redirect]) => route !== '*' && !redirect)
    .map(([, route]) => route!);
  expect(routes.length).toBeGreaterThan(30);
  // The screens' paths with every id of the world as "id".
  const anyId: object = new Proxy(() => 'id', {
    get: (_, key) => (key === Symbol.toPrimitive ? () => 'id' : anyId),
  });
  const visited = Object.values(SCREENS).flatMap((screens) =>
    screens.map((screen) => new URL(screen.path(anyId as World), 'http://samaj').pathname),
  );
  expect(visited).toContain('/');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const missing = routes.filter((route) => {
    const pattern = route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
      .join('/');
    return !visited.some((pathname) => new RegExp(`(^|/)${pattern}$`).test(pathname));
  });
  expect(missing, 'routes of router.tsx no axe step visits').toEqual([]);
});

const withMarriageProfile = (api: APIRequestContext, fullName: string, gender: 'MALE' | 'FEMALE') =>
  marriageCandidateViaApi(api, fullName, gender, {
    photos: 1,
    canHelpOut: ['Career guidance'],
    canSeekHelp: ['Job referral'],
  });

/** Members, content and cases, so that every screen shows its filled state. */
async function buildWorld(api: APIRequestContext, page: Page): Promise<World> {
  const word = uniqueWord();
  const admin = await adminViaApi(api);
  const member = await withMarriageProfile(api, `Asha ${word}`, 'FEMALE');
  const other = await withMarriageProfile(api, `Ravi ${word}`, 'MALE');
  const newcomer = await signUpViaApi(api, { onboard: false });
  const moderator = await signUpViaApi(api, { fullName: `Mohan ${word}` });
  await call(api, 'PUT', `/api/admin/users/${moderator.user.id}/role`, { role: 'MODERATOR' }, admin.tokens.accessToken);

  const ownPostId = await postViaApi(api, member, `Namaste from Asha ${word}`);
  const postId = await postViaApi(api, other, `Diwali Milan this Sunday at the community hall ${word}`);
  await call(api, 'POST', `/api/posts/${ownPostId}/like`, undefined, other.tokens.accessToken);
  await call(api, 'POST', `/api/comments/${postId}`, { content: 'I will come!' }, member.tokens.accessToken);
  await call(
    api,
    'POST',
    '/api/reports',
    { targetType: 'POST', targetId: postId, reason: 'SPAM' },
    member.tokens.accessToken,
  );
  await call(api, 'POST', '/api/matrimonial/interests/send', { receiverId: member.user.id }, other.tokens.accessToken);
  // Settings lists the member she blocked.
  const blocked = await signUpViaApi(api, { fullName: `Vikram ${word}` });
  await call(
    api,
    'POST',
    '/api/matrimonial/blocks',
    { blockedId: blocked.user.id, reason: 'Kept asking for money' },
    member.tokens.accessToken,
  );
  await call(api, 'POST', '/api/matrimonial/shortlist', { targetId: other.user.id }, member.tokens.accessToken);
  await call(api, 'GET', `/api/matrimonial/profile/${member.user.id}`, undefined, other.tokens.accessToken);
  await sendMessageViaApi(page, member, other, `Namaste Ravi ${word}`);
  const { chatId } = await sendMessageViaApi(page, other, member, 'Namaste! How is the family?');
  const familyOwner = await withMarriageProfile(api, `Rahul ${word}`, 'MALE');
  const match = await withMarriageProfile(api, `Priya ${word}`, 'FEMALE');
  const coManager = await signUpViaApi(api, { fullName: `Sunita ${word}` });
  await coManagerViaApi(api, familyOwner, coManager);
  const interest = await interestViaApi(api, match, familyOwner);
  await acceptInterestViaApi(api, familyOwner, interest.id);
  await sendMessageViaApi(page, match, familyOwner, `Namaste from Priya's family ${word}`);
  const { ticket } = await call<{ ticket: string }>(api, 'POST', '/api/grievances', {
    name: 'Kamla Devi',
    contact: 'kamla@example.org',
    subject: 'A post about me',
    description: 'A post shares my phone number without asking me.',
  });
  return { newcomer, member, other, moderator, admin, familyOwner, coManager, match, postId, chatId, ticket };
}

let world: World;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  world = await buildWorld(context.request, await context.newPage());
  await context.close();
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test.use({ reducedMotion: 'reduce' });

/** The page has drawn its data: no request in flight, no skeleton or spinner left. */
async function settled(page: Page, scope = 'body') {
  await page.waitForLoadState('networkidle');
  await expect(page.locator(scope).locator('.animate-pulse, .animate-spin, [aria-busy="true"]')).toHaveCount(0);
}

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    for (const role of Object.keys(SCREENS) as Role[]) {
      test(`no serious or critical axe violation: ${role} screens, ${language}, ${theme}`, async ({ page }) => {
        test.setTimeout(60_000 + SCREENS[role].length * 20_000);
        await page.addInitScript(
          ({ language, theme }) => {
            localStorage.setItem('language', language);
            localStorage.setItem('theme', theme);
          },
          { language, theme },
        );
        const visitor = role === 'guest' ? null : world[role];
        const say = sayIn(language);
        for (const screen of SCREENS[role]) {
          await test.step(screen.name, async () => {
            const path = screen.path(world);
            if (visitor && screen === SCREENS[role][0]) await loginInBrowser(page, visitor, path);
            else await page.goto(path);
            if (screen.settles !== false) await settled(page);
            expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
              theme === 'dark',
            );
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            const scope = screen.scope?.(say) ?? '[role="dialog"]';
            if (screen.open) {
              await screen.open(page, world, say);
              if (screen.settles !== false) await settled(page, scope);
            }
            const axe = axeFor(page, AXE_TAGS);
            // The page under an open dialog had its own step: only the dialog is new.
            const results = await (screen.open ? axe.include(scope) : axe).analyze();
            const where = `${screen.name} (${path}, ${language}, ${theme})`;
            expect.soft(axeProblems(results), where).toEqual([]);
            if (!screen.open)
              expect.soft(await page.getByRole('heading', { level: 1 }).count(), `h1s on ${where}`).toBe(1);
          });
        }
      });
    }
  }
}
