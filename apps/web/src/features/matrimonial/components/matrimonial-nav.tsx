import { Bookmark, Eye, Heart, HeartHandshake, Search, Send } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

const links = [
  { to: '/matrimonial', label: 'Matches', icon: Heart, end: true },
  { to: '/matrimonial/search', label: 'Search', icon: Search, end: false },
  { to: '/matrimonial/interest', label: 'Interests', icon: HeartHandshake, end: false },
  { to: '/matrimonial/sent-interests', label: 'Sent', icon: Send, end: false },
  { to: '/matrimonial/saved', label: 'Saved', icon: Bookmark, end: false },
  { to: '/matrimonial/viewed-me', label: 'Viewed me', icon: Eye, end: false },
];

/** The matrimonial section's pages, one tap apart (the phone's bottom bar has one Matrimonial button). */
export function MatrimonialNav() {
  return (
    <nav aria-label="Matrimonial">
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
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
