import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (create, export). */
  actions?: ReactNode;
};

/** The title row every screen starts with. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {actions && (
        <Flex gap={8} wrap data-print="hide">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
