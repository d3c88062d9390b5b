export {
  contentHiddenFrom,
  contentShownTo,
  type ContentColumns,
  hasBlocked,
  hiddenFrom,
  hiddenMemberIds,
  isVisibleTo,
  removedFrom,
  visibleTo,
  type VisibilityOptions,
} from './visibility.ts';
