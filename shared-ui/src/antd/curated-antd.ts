/**
 * The antd components the portal uses on its first screens (sign-in, the shell, the Overview), and only
 * those. The federation share map provides this module under the name 'antd'
 * (tooling/src/webpack/shared-deps.ts), so every app still writes `import { Button } from 'antd'` and
 * gets one shared copy, while the components nobody uses never reach the browser (a shared module cannot
 * be tree-shaken by its consumers). The heavier components of later screens (tables, date pickers,
 * uploads…) are in antd-more.ts, loaded when a screen first needs one. eslint.config.mjs refuses an antd
 * import that is not listed here: add it here (or in antd-more.ts) first.
 */
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Col } from 'antd/es/col';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Grid } from 'antd/es/grid';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Progress } from 'antd/es/progress';
export { default as Row } from 'antd/es/row';
export { default as Segmented } from 'antd/es/segmented';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Tag } from 'antd/es/tag';
export { default as theme } from 'antd/es/theme';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
