import { createContext, useContext } from 'react';

/** The owner of the marriage profile a family co-manager edits for them (`X-Acting-For`). */
export interface EditingFor {
  ownerId: string;
  ownerName: string;
}

const EditingForContext = createContext<EditingFor | null>(null);

/** Around the marriage profile form when a co-manager edits it: its texts then speak of the owner by name. */
export const EditingForProvider = EditingForContext.Provider;

/** The owner a co-manager edits for, or null when the member edits their own profile. */
export function useEditingFor(): EditingFor | null {
  return useContext(EditingForContext);
}
