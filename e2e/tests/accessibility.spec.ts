import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminViaApi,
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
import { axeProblems } from '../axe.ts';

/**
 * axe-core on every screen (issue 15, WCAG 2.2 AA): each route, and the dialogs and sheets that are cheap to open, in
 * every language and theme; any serious or critical violation fails the run. One test per language, theme and kind of
 * visitor (one login each); each screen is a step with its own soft assertion, so one run lists every problem.
 */

/** The interface languages: adding Hindi is adding 'hi' here. */
const LANGUAGES = ['en'] as const;
/** Set as the theme chooser in Settings sets them (localStorage 'theme'), before the app starts. */
const THEMES = ['light', 'dark'] as const;

type Role = 'guest' | 'newcomer' | 'member' | 'moderator' | 'admin';

interface World {
  newcomer: Member;
  member: Member;
  other: Member;
  moderator: Member;
  admin: Member;
  postId: string;
  chatId: string;
  ticket: string;
}

interface Screen {
  name: string;
  path: (world: World) => string;
  /** After the page has loaded: opens the dialog or sheet to check, and waits for it. */
  open?: (page: Page, world: World) => Promise<void>;
  /** What `open` showed, checked alone (the page under it had its own step); a dialog unless said. */
  scope?: string;
  /** False where the page never finishes loading on purpose (behind a blocking dialog). */
  settles?: false;
}

const dialogNamed = (page: Page, name: string | RegExp) => expect(page.getByRole('dialog', { name })).toBeVisible();

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
      open: async (page) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await dialogNamed(page, 'Menu');
      },
    },
    {
      name: 'member search',
      path: () => '/',
      open: async (page, world) => {
        await page.getByRole('banner').getByRole('button', { name: 'Search members' }).click();
        await page.getByRole('searchbox', { name: 'Search members' }).fill(world.other.user.fullName!.split(' ')[1]!);
        await expect(page.getByRole('list', { name: 'Members found' })).toBeVisible();
      },
    },
    {
      name: 'notifications',
      path: () => '/',
      open: async (page) => {
        await page.getByRole('button', { name: /^Show notifications/ }).click();
        await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
      },
    },
    { name: 'feed', path: () => '/posts' },
    {
      name: 'post composer',
      path: () => '/posts',
      open: async (page) => {
        await page.getByRole('button', { name: 'Share something with the community…' }).click();
        await expect(page.getByRole('form', { name: 'New post' })).toBeVisible();
      },
      scope: 'form[aria-label="New post"]',
    },
    { name: 'post page', path: (world) => `/posts/${world.postId}` },
    {
      name: 'report dialog',
      path: (world) => `/posts/${world.postId}`,
      open: async (page, world) => {
        const author = world.other.user.fullName!;
        await page
          .getByRole('article', { name: `Post by ${author}` })
          .getByRole('button', { name: `More actions for ${author}`, exact: true })
          .click();
        await page.getByRole('menuitem', { name: 'Report post' }).click();
        await dialogNamed(page, 'Report this post');
      },
    },
    { name: 'community', path: () => '/community' },
    { name: 'community seekers', path: () => '/community/seekers' },
    { name: 'community helpers', path: () => '/community/helpers' },
    {
      name: 'community filters sheet',
      path: () => '/community/helpers',
      open: async (page) => {
        await page.getByRole('button', { name: 'Filters' }).click();
        await dialogNamed(page, 'Filter helpers');
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
      open: async (page) => {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await dialogNamed(page, 'Filter profiles');
      },
    },
    { name: 'marriage profile', path: (world) => `/matrimonial/profile/${world.other.user.id}` },
    { name: 'interests received', path: () => '/matrimonial/interest' },
    { name: 'interests sent', path: () => '/matrimonial/interest?tab=sent' },
    { name: 'photo requests', path: () => '/matrimonial/interest?tab=photos' },
    { name: 'sent requests', path: () => '/matrimonial/sent-interests' },
    { name: 'settings', path: () => '/settings' },
    { name: 'my reports', path: () => '/settings#my-reports' },
    { name: '404 (member)', path: () => '/404' },
  ],
  moderator: [
    { name: 'console queue (moderator)', path: () => '/admin?tab=queue' },
    { name: 'console members (moderator)', path: () => '/admin?tab=members' },
    {
      name: 'matrimonial gate (no marriage profile)',
      path: () => '/matrimonial',
      settles: false,
      open: (page) => dialogNamed(page, 'Complete Your Profile'),
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
  await sendMessageViaApi(page, member, other, `Namaste Ravi ${word}`);
  const { chatId } = await sendMessageViaApi(page, other, member, 'Namaste! How is the family?');
  const { ticket } = await call<{ ticket: string }>(api, 'POST', '/api/grievances', {
    name: 'Kamla Devi',
    contact: 'kamla@example.org',
    subject: 'A post about me',
    description: 'A post shares my phone number without asking me.',
  });
  return { newcomer, member, other, moderator, admin, postId, chatId, ticket };
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
        for (const screen of SCREENS[role]) {
          await test.step(screen.name, async () => {
            const path = screen.path(world);
            if (visitor && screen === SCREENS[role][0]) await loginInBrowser(page, visitor, path);
            else await page.goto(path);
            if (screen.settles !== false) await settled(page);
            expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
              theme === 'dark',
            );
            if (screen.open) {
              await screen.open(page, world);
              if (screen.settles !== false) await settled(page, screen.scope ?? '[role="dialog"]');
            }
            const axe = new AxeBuilder({ page }).withTags(AXE_TAGS);
            // The page under an open dialog had its own step: only the dialog is new.
            const results = await (screen.open ? axe.include(screen.scope ?? '[role="dialog"]') : axe).analyze();
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
