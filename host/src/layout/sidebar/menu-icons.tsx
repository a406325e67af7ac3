import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  FileTextOutlined,
  HomeOutlined,
  MailOutlined,
  MessageOutlined,
  ProjectOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// The icons a remote's screen may name in its menu entry. The host draws them (each app tree-shakes its
// own icons), so a name it does not know yet gets the default one rather than nothing.
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  read: <ReadOutlined />,
  team: <TeamOutlined />,
  project: <ProjectOutlined />,
  'bar-chart': <BarChartOutlined />,
  calendar: <CalendarOutlined />,
  setting: <SettingOutlined />,
  audit: <AuditOutlined />,
  'file-text': <FileTextOutlined />,
  appstore: <AppstoreOutlined />,
  mail: <MailOutlined />,
  message: <MessageOutlined />,
  'check-square': <CheckSquareOutlined />,
  user: <UserOutlined />,
};

/** A menu icon by its name; an item inside a group (no name) has none. */
export function menuIcon(name: string | undefined): ReactNode {
  if (name === undefined) return undefined;
  return ICONS[name] ?? ICONS.appstore;
}
