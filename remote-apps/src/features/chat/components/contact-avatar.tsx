import type { DemoChatContact } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Avatar, theme } from 'antd';
import { chatMessages } from '../messages/messages';

const STATUS_LOOK = {
  online: { colour: 'colorSuccess', word: 'chat.status.online' },
  away: { colour: 'colorWarning', word: 'chat.status.away' },
  'do not disturb': { colour: 'colorError', word: 'chat.status.doNotDisturb' },
  offline: { colour: 'colorTextQuaternary', word: 'chat.status.offline' },
} as const;

/** The words of a contact's status ("Do not disturb"). */
export function useStatusText() {
  const t = useMessages(chatMessages);
  return (status: DemoChatContact['status']) => t(STATUS_LOOK[status].word);
}

/** A picture the page can load: the demo data's relative asset paths are not served by the portal. */
function pictureOf(photoURL: string): string | undefined {
  return /^(https?:|data:image\/|\/)/.test(photoURL) ? photoURL : undefined;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toUpperCase();
}

/**
 * The contact's picture (or initials) with a dot for the status, named in words for assistive technology and
 * told apart by shape as well as colour: "do not disturb" is crossed by a bar, "offline" is a ring.
 */
export function ContactAvatar({ contact, size = 40 }: { contact: DemoChatContact; size?: number }) {
  const { token } = theme.useToken();
  const statusText = useStatusText();
  const look = STATUS_LOOK[contact.status];
  const colour = token[look.colour];
  const dot = Math.max(10, Math.round(size / 4));
  return (
    <span style={{ position: 'relative', display: 'inline-flex', flex: 'none' }}>
      <Avatar
        size={size}
        src={pictureOf(contact.photoURL)}
        alt=""
        aria-hidden
        style={{ background: token.colorPrimaryBgHover, color: token.colorPrimaryText }}
      >
        {initials(contact.displayName)}
      </Avatar>
      <span
        role="img"
        aria-label={statusText(contact.status)}
        title={statusText(contact.status)}
        data-status={contact.status}
        style={{
          position: 'absolute',
          insetInlineEnd: -1,
          insetBlockEnd: -1,
          width: dot,
          height: dot,
          borderRadius: '50%',
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: contact.status === 'offline' ? token.colorBgContainer : colour,
          border: contact.status === 'offline' ? `2px solid ${colour}` : undefined,
          boxShadow: `0 0 0 2px ${token.colorBgContainer}`,
        }}
      >
        {contact.status === 'do not disturb' && (
          <span style={{ width: dot / 2, height: 2, borderRadius: 1, background: token.colorBgContainer }} />
        )}
      </span>
    </span>
  );
}
