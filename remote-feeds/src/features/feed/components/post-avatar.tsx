import { RocketOutlined, StarOutlined, TrophyOutlined } from '@ant-design/icons';
import type { FeedPost } from '@timely/contract';
import { Avatar, theme } from 'antd';

const SYSTEM_ICONS = {
  sprint_closed: <TrophyOutlined aria-hidden />,
  recognition: <StarOutlined aria-hidden />,
  project_delivered: <RocketOutlined aria-hidden />,
};

/** The author's picture or initials; a system post shows what kind of event it reports. */
export function PostAvatar({ post }: { post: FeedPost }) {
  const { token } = theme.useToken();
  if (post.kind !== 'user') {
    return (
      <Avatar icon={SYSTEM_ICONS[post.kind]} style={{ background: token.colorPrimary, flex: 'none' }} aria-hidden />
    );
  }
  const name = post.author?.name ?? '';
  return (
    <Avatar
      src={post.author?.profilePic ?? undefined}
      style={{ background: token.colorPrimaryBgHover, color: token.colorPrimaryText, flex: 'none' }}
      aria-hidden
    >
      {initials(name)}
    </Avatar>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toUpperCase();
}
