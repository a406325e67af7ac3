import { CloseCircleFilled } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';

/**
 * An input's clear button, named in the reader's language: antd's own is named "close-circle" in every
 * language. The portal's ConfigProvider gives selects a named clear icon; inputs take the same one
 * (`allowClear={{ clearIcon: <ClearIcon /> }}`), and an app outside the portal keeps antd's.
 */
export function ClearIcon() {
  return useContext(ConfigProvider.ConfigContext).select?.clearIcon ?? <CloseCircleFilled />;
}

/**
 * A select's `allowClear`: the named clear icon, and no English "Clear" on the span around it (antd's
 * select labels that span in English whatever the language).
 */
export const selectClear = { clearIcon: <ClearIcon />, label: '' };
