import { ArrowRight, Heart, MessageCircle, Newspaper, UserRound, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { CommunityCountsCard } from '@/features/dashboard/components/community-counts-card';
import { ProfileCompletionCard } from '@/features/dashboard/components/profile-completion-card';
import { RecentChatsCard } from '@/features/dashboard/components/recent-chats-card';
import { RecentPostsCard } from '@/features/dashboard/components/recent-posts-card';
import { profileTabHref } from '@/features/users/utils/profile-tabs';
import { firstNameOf } from '@/lib/utils';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n/format';

const shortcuts = [
  { to: '/posts', icon: Newspaper, title: msg`Posts`, text: msg`News and moments from members` },
  { to: '/community', icon: UsersRound, title: msg`Community`, text: msg`Find help or offer yours` },
  { to: '/matrimonial', icon: Heart, title: msg`Matrimonial`, text: msg`Matches from within the community` },
  { to: '/profile', icon: UserRound, title: msg`Your profile`, text: msg`Keep your details up to date` },
];

/** The dashboard: greeting, the invitation to chat, profile completion, recent chats and posts, community counts. */
export function Component() {
  const { user } = useAuthState();
  const firstName = firstNameOf(user?.fullName);
  const { i18n, t } = useLingui();
  const name = firstName ?? t`friend`;

  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-1 pt-1">
        <p className="text-sm font-medium text-muted-foreground">{formatDate(new Date(), 'weekdayDayMonth')}</p>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Namaste, {name}</Trans>
        </h1>
      </section>

      <Card className="relative overflow-hidden border-none bg-primary text-primary-foreground shadow-md">
        <div aria-hidden className="absolute -top-10 -right-10 size-40 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -right-4 -bottom-16 size-32 rounded-full bg-white/5" />
        <div className="relative flex flex-col gap-4 p-5 sm:p-6">
          <span className="grid size-11 place-items-center rounded-2xl bg-white/15">
            <MessageCircle className="size-6" aria-hidden />
          </span>
          <div className="flex flex-col gap-1.5">
            <h2 className="text-xl font-semibold">
              <Trans>Chat with community members</Trans>
            </h2>
            <p className="text-base text-primary-foreground/85">
              <Trans>Say namaste, ask for help or offer yours. Your community is one message away.</Trans>
            </p>
          </div>
          <Button
            asChild
            variant="secondary"
            className="self-start bg-white text-primary hover:bg-white/90 dark:bg-white dark:text-[#8c1d2c]"
          >
            <Link to="/chat">
              <Trans>Start chatting</Trans>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Card>

      <ProfileCompletionCard
        hrefFor={(field, section) =>
          profileTabHref(section === 'communityDetails' ? 'communitydetails' : 'personaldetails', field)
        }
        profileHref={profileTabHref('personaldetails')}
      />

      <RecentChatsCard />

      <RecentPostsCard />

      <CommunityCountsCard />

      <section aria-labelledby="shortcuts-heading" className="flex flex-col gap-3">
        <h2 id="shortcuts-heading" className="text-lg font-semibold">
          <Trans>Explore</Trans>
        </h2>
        <ul className="grid grid-cols-2 gap-3">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <Link
                to={shortcut.to}
                className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-primary-soft/40"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                  <shortcut.icon className="size-5" aria-hidden />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span className="text-base font-semibold">{i18n._(shortcut.title)}</span>
                  <span className="text-sm text-muted-foreground">{i18n._(shortcut.text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
