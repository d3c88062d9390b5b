import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Heart, HeartHandshake, Search, Send } from 'lucide-react';
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
];

/** The matrimonial section's pages, one tap apart (the phone's bottom bar has one Matrimonial button). */
export function MatrimonialNav() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Matrimonial`}>
      <ul className="flex gap-1 rounded-2xl bg-muted p-1">
        {links.map((link) => (
          <li key={link.to} className="flex-1">
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
