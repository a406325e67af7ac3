import { ClockCircleFilled } from '@ant-design/icons';
import { Card, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguagePicker } from './language-picker';

/** The brand, the same in every language. */
const PRODUCT_NAME = 'Timely';

type AuthScreenProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** false when the page asks for the language in its own form (the Join page). */
  languagePicker?: boolean;
};

/** The frame of the signed-out pages (login, forgot and reset password): the brand over a centred card. */
export function AuthScreen({ title, subtitle, children, languagePicker = true }: AuthScreenProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="main"
      justify="center"
      align="center"
      style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}
    >
      <Card
        style={{ width: 440, maxWidth: '100%', boxShadow: token.boxShadowTertiary }}
        styles={{ body: { padding: '32px 28px' } }}
      >
        {languagePicker && (
          <Flex justify="flex-end" style={{ marginBottom: 8 }}>
            <LanguagePicker />
          </Flex>
        )}
        <Flex align="center" justify="center" gap={10} style={{ marginBottom: 24 }}>
          <ClockCircleFilled aria-hidden style={{ color: token.colorPrimary, fontSize: 30 }} />
          <Typography.Text strong style={{ fontSize: 26, color: token.colorPrimaryText }}>
            {PRODUCT_NAME}
          </Typography.Text>
        </Flex>
        <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </Card>
    </Flex>
  );
}
