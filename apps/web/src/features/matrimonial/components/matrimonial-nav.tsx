import { useEffect, useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bookmark, Eye, Heart, HeartHandshake, Search, Send, Users } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

const links = [
  { to: '/matrimonial', label: msg`Matches`, icon: Heart, end: true },
  { to: '/matrimonial/search', label: msg`Search`, icon: Search, end: false },
  { to: '/matrimonial/interest', label: msg`Interests`, icon: HeartHandshake, end: false },
  {
    to: '/matrimonial/sent-interests',
    label: msg({ message: 'Sent', context: 'Tab: the interests I sent' }),
    icon: Send,
    end: false,
  },
  {
    to: '/matrimonial/saved',
    label: msg({ message: 'Saved', context: 'Tab: the shortlist' }),
    icon: Bookmark,
    end: false,
  },
  { to: '/matrimonial/viewed-me', label: msg`Viewed me`, icon: Eye, end: false },
  { to: '/matrimonial/family', label: msg`Family`, icon: Users, end: false },
];

/** The matrimonial section's pages, one tap apart (the phone's bottom bar has one Matrimonial button). */
export function MatrimonialNav() {
  const { t, i18n } = useLingui();
  const nav = useRef<HTMLElement>(null);
  // On a phone the strip scrolls: the current page's tab is brought into sight (Family is the last one).
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <nav ref={nav} aria-label={t`Matrimonial`}>
      <ul className="flex gap-1 overflow-x-auto rounded-2xl bg-muted p-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {links.map((link) => (
          <li key={link.to} className="flex-1 shrink-0">
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-1.5 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors sm:px-3',
                  'hover:text-foreground [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block',
                  isActive && 'bg-card text-foreground shadow-sm',
                )
              }
            >
              <link.icon aria-hidden />
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
