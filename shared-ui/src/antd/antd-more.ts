/**
 * The heavier antd components, which no first screen needs: `import { Table } from '@timely/shared-ui/antd-more'`.
 * Shared under that name (tooling/src/webpack/shared-deps.ts) as one copy, like 'antd' (curated-antd.ts),
 * and always from the same app as 'antd' (tooling/src/webpack/antd-follows-antd.ts): both bundle antd's
 * own context modules (theme, locale, CSS-in-JS cache), and a Table from one app's copy under a
 * ConfigProvider from another's would lose the theme. Split off, the first load carries about a third
 * less of antd.
 */
import './picker-day-names';

export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Calendar } from 'antd/es/calendar';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Collapse } from 'antd/es/collapse';
export { default as DatePicker } from 'antd/es/date-picker';
export { default as FloatButton } from 'antd/es/float-button';
export { default as Image } from 'antd/es/image';
export { default as InputNumber } from 'antd/es/input-number';
export { default as List } from 'antd/es/list';
export { default as Mentions } from 'antd/es/mentions';
export { default as Pagination } from 'antd/es/pagination';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Radio } from 'antd/es/radio';
export { default as Rate } from 'antd/es/rate';
export { default as Result } from 'antd/es/result';
export { default as Select } from 'antd/es/select';
export { default as Slider } from 'antd/es/slider';
export { default as Steps } from 'antd/es/steps';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as TimePicker } from 'antd/es/time-picker';
export { default as Timeline } from 'antd/es/timeline';
export { default as Upload } from 'antd/es/upload';
export { default as Watermark } from 'antd/es/watermark';
// what goes with a Table, off the first load with it
export { pinnedColumn, sidewaysScroll } from '../components/sideways-table/sideways-table';
