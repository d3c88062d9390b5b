export {
  commentHiddenFrom,
  commentShownTo,
  contentShownTo,
  type ContentColumns,
  hasBlocked,
  hiddenFrom,
  hiddenMemberIds,
  isErased,
  isVisibleTo,
  removedFrom,
  visibleTo,
  type VisibilityOptions,
} from './visibility.ts';
