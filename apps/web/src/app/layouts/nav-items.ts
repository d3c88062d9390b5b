import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (a section's own home). */
  end?: boolean;
  /** A count shown on the entry. */
  badge?: 'unreadMessages';
}

export interface NavGroup {
  label: MessageDescriptor;
  items: NavItem[];
}

/** Sidebar menu. */
export const SIDEBAR_GROUPS: NavGroup[] = [
  { label: msg`Dashboard`, items: [{ label: msg`Home`, to: '/', icon: House, end: true }] },
  { label: msg`Social Media`, items: [{ label: msg`Posts`, to: '/posts', icon: Newspaper }] },
  {
    label: msg`Community`,
    items: [
      { label: msg`Home`, to: '/community', icon: UsersRound, end: true },
      { label: msg`Seekers`, to: '/community/seekers', icon: HandHelping },
      { label: msg`Helpers`, to: '/community/helpers', icon: HeartHandshake },
    ],
  },
  {
    label: msg`Matrimonial`,
    items: [
      { label: msg`Matches`, to: '/matrimonial', icon: Heart, end: true },
      { label: msg`Search`, to: '/matrimonial/search', icon: Search },
      { label: msg`Sent interests`, to: '/matrimonial/sent-interests', icon: Send },
    ],
  },
  { label: msg`Chat`, items: [{ label: msg`Inbox`, to: '/chat', icon: MessageCircle, badge: 'unreadMessages' }] },
];

/** The phone's bottom bar: the main areas, one tap away. */
export const BOTTOM_NAV: NavItem[] = [
  { label: msg`Home`, to: '/', icon: House, end: true },
  { label: msg`Posts`, to: '/posts', icon: Newspaper },
  { label: msg`Community`, to: '/community', icon: UsersRound },
  { label: msg`Matrimonial`, to: '/matrimonial', icon: Heart },
  { label: msg`Chat`, to: '/chat', icon: MessageCircle, badge: 'unreadMessages' },
];

/** Only for moderators and admins: the moderation console. */
export const STAFF_GROUP: NavGroup = {
  label: msg`Moderation`,
  items: [{ label: msg`Console`, to: '/admin', icon: ShieldCheck }],
};
