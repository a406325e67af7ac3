import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * A person's picture or initial in a small circle, as plain elements: antd's Avatar measures its text after
 * mounting (two forced layouts each), which on a board of hundreds of cards cost more than the cards.
 */
export function InitialAvatar({ name, picture, size = 20 }: { name: string; picture?: string | null; size?: number }) {
  const { token } = theme.useToken();
  const circle: CSSProperties = {
    width: size,
    height: size,
    borderRadius: '50%',
    flex: 'none',
  };
  if (picture) return <img src={picture} alt="" width={size} height={size} style={{ ...circle, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden
      style={{
        ...circle,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: Math.round(size * 0.55),
        lineHeight: 1,
        color: token.colorTextLightSolid,
        background: token.colorTextQuaternary,
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
