import type { ShareChannel } from '@yoga/shared';

/** The channels a member invites through, in the order the invitation's tabs show them. */
export const INVITE_CHANNELS: readonly ShareChannel[] = [
  'whatsapp_status',
  'whatsapp',
  'linkedin',
  'copy',
];

/**
 * The address that opens a channel's app with the invitation in it, or null for the channel that
 * is copied by hand. WhatsApp takes the whole message (a status is posted by choosing "My status"
 * among the chats); LinkedIn takes only the link and draws its preview from it.
 */
export function inviteAppUrl(channel: ShareChannel, message: string, link: string): string | null {
  switch (channel) {
    case 'whatsapp_status':
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(message)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`;
    case 'copy':
      return null;
  }
}
