import { useMessages } from '@timely/shared-ui';
import { Flex, Tag, theme, type GlobalToken } from 'antd';
import type { CSSProperties } from 'react';
import { labelColorOf, type MailLabel, type MailLabelColor } from '../utils/mail-filters';
import { emailMessages } from '../messages/messages';

/** A label's colour (§3: success, primary, warning, danger) as the theme's token, light or dark. */
export function labelTokenColor(token: GlobalToken, color: MailLabelColor | undefined): string {
  switch (color) {
    case 'success':
      return token.colorSuccess;
    case 'primary':
      return token.colorPrimary;
    case 'warning':
      return token.colorWarning;
    case 'danger':
      return token.colorError;
    default:
      return token.colorTextQuaternary;
  }
}

/** The coloured dot of a label; its name is said by what it stands next to. */
export function LabelDot({ label, size = 8 }: { label: string; size?: number }) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    display: 'inline-block',
    flex: 'none',
    width: size,
    height: size,
    borderRadius: '50%',
    background: labelTokenColor(token, labelColorOf(label)),
  };
  return <span aria-hidden style={style} />;
}

/** A mail's labels as tags: a coloured dot and the name, readable in both themes. */
export function MailLabelTags({ labels }: { labels: readonly string[] }) {
  const t = useMessages(emailMessages);
  if (labels.length === 0) return null;
  return (
    <Flex
      component="ul"
      gap={4}
      wrap
      aria-label={t('email.labels')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {labels.map((label) => (
        <li key={label}>
          <Tag style={{ marginInlineEnd: 0 }}>
            <Flex align="center" gap={6} component="span">
              <LabelDot label={label} />
              {labelName(t, label)}
            </Flex>
          </Tag>
        </li>
      ))}
    </Flex>
  );
}

export function labelName(t: (key: `email.label.${MailLabel}`) => string, label: string): string {
  return (['personal', 'company', 'important', 'private'] as const).includes(label as MailLabel)
    ? t(`email.label.${label as MailLabel}`)
    : label;
}

/** Text a screen reader says and the eye does not see. */
export function VisuallyHidden({ children }: { children: string }) {
  return (
    <span
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
