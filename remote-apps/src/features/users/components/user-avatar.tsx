import type { DemoUser } from '@timely/contract';
import { Avatar, theme } from 'antd';

const initials = (name: string) => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toLocaleUpperCase();
};

/**
 * A user's initials (the name is always written beside it, so it is hidden from screen readers). The demo's
 * picture paths (`assets/img/portrait/...`) are the template's own files, which the portal does not serve.
 */
export function UserAvatar({ user, size }: { user: Pick<DemoUser, 'name'>; size?: number }) {
  const { token } = theme.useToken();
  return (
    <Avatar
      size={size}
      aria-hidden
      style={{ background: token.colorPrimaryBgHover, color: token.colorPrimaryText, flex: 'none' }}
    >
      {initials(user.name)}
    </Avatar>
  );
}
