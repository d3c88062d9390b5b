export {
  commentHiddenFrom,
  commentShownTo,
  contentHiddenFrom,
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
export {
  acceptedInterestBetween,
  avatarColumnsOf,
  type AvatarColumns,
  avatarSeenBy,
  photosGranted,
  photosVisibleTo,
} from './photo-access.ts';
