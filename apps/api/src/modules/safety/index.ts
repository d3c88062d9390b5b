export {
  hasBlocked,
  hiddenFrom,
  hiddenMemberIds,
  isVisibleTo,
  visibleTo,
  type VisibilityOptions,
} from './visibility.ts';
