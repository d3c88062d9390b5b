import {
  HandHelping,
  Heart,
  HeartHandshake,
  House,
  MessageCircle,
  Newspaper,
  Search,
  Send,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (a section's own home). */
  end?: boolean;
  /** A count shown on the entry. */
  badge?: 'unreadMessages';
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Sidebar menu. */
export const SIDEBAR_GROUPS: NavGroup[] = [
  { label: 'Dashboard', items: [{ label: 'Home', to: '/', icon: House, end: true }] },
  { label: 'Social Media', items: [{ label: 'Posts', to: '/posts', icon: Newspaper }] },
  {
    label: 'Community',
    items: [
      { label: 'Home', to: '/community', icon: UsersRound, end: true },
      { label: 'Seekers', to: '/community/seekers', icon: HandHelping },
      { label: 'Helpers', to: '/community/helpers', icon: HeartHandshake },
    ],
  },
  {
    label: 'Matrimonial',
    items: [
      { label: 'Matches', to: '/matrimonial', icon: Heart, end: true },
      { label: 'Search', to: '/matrimonial/search', icon: Search },
      { label: 'Sent interests', to: '/matrimonial/sent-interests', icon: Send },
    ],
  },
  { label: 'Chat', items: [{ label: 'Inbox', to: '/chat', icon: MessageCircle, badge: 'unreadMessages' }] },
];

/** The phone's bottom bar: the main areas, one tap away. */
export const BOTTOM_NAV: NavItem[] = [
  { label: 'Home', to: '/', icon: House, end: true },
  { label: 'Posts', to: '/posts', icon: Newspaper },
  { label: 'Community', to: '/community', icon: UsersRound },
  { label: 'Matrimonial', to: '/matrimonial', icon: Heart },
  { label: 'Chat', to: '/chat', icon: MessageCircle, badge: 'unreadMessages' },
];

/** Only for moderators and admins: the moderation console. */
export const STAFF_GROUP: NavGroup = {
  label: 'Moderation',
  items: [{ label: 'Console', to: '/admin', icon: ShieldCheck }],
};
