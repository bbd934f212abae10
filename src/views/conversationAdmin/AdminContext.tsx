// What every screen of the conversation admin area (/m/{conversation_id}/*) gets from the area:
// the conversation id, its metadata (owned by the conversationAdmin chart), whether the signed-in
// user may moderate it, and the area's settingsSave chart. Screens
// render inside the area's permission check, so `metadata` is always loaded when a screen reads it.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Conversation } from '../../../contract/types';
import type { settingsSaveMachine } from '../../machines/configure';

export type SettingsSaveRef = ActorRefFrom<typeof settingsSaveMachine>;

export interface AdminConversation {
  conversationId: string;
  metadata: Conversation;
  /** Owner or moderator of the conversation (the area shows screens only when true). */
  canModerate: boolean;
  /**
   * Saving the settings (the configure screen renders it). Owned by the area, started once the
   * metadata is loaded: it outlives the configure screen, so a save in flight finishes and an
   * unsaved edit stays while the admin visits the other screens. Each save updates `metadata`.
   */
  settings: SettingsSaveRef;
}

export const AdminConversationContext = createContext<AdminConversation | null>(null);

/** The admin area's conversation; only for screens rendered inside the admin area. */
export function useAdminConversation(): AdminConversation {
  const value = useContext(AdminConversationContext);
  if (!value) {
    throw new Error('useAdminConversation() is only available inside the conversation admin area');
  }
  return value;
}
