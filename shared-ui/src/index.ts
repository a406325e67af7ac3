export {
  REMOTE_KEYS,
  federationName,
  type RemoteKey,
  type RemoteApp,
  type RemoteAppProps,
  type RemoteAppModule,
} from './shell-contract';
export { BRAND_TOKENS, DARK_SURFACES, contrastRatio, paletteColor, textColorOn } from './theme/palette';
export { buildTheme, resolveThemeMode, SYSTEM_DARK_QUERY } from './theme/build-theme';
export { useDocumentTitle } from './components/document-title/use-document-title';
export {
  APP_TITLE,
  screenTitle,
  portalRoutes,
  portalHref,
  type PortalRole,
  type PortalRouteName,
} from './portal-paths';
export { canOpenScreen, type PortalLevel, type ScreenManifest, type ScreenMenuEntry } from './screens';
export { PageHeader } from './components/page-header/page-header';
export { ErrorState } from './components/error-state/error-state';
export { EmptyState } from './components/empty-state/empty-state';
export { LoadingState } from './components/loading-state/loading-state';
export { Deferred } from './components/deferred/deferred';
export { HoverTooltip } from './components/hover-tooltip/hover-tooltip';
export { ClickPopconfirm } from './components/click-popconfirm/click-popconfirm';
export { AvatarStack, type StackedPerson } from './components/avatar-stack/avatar-stack';
export { ChartFrame, useChartLook, type ChartTable } from './components/chart-look/chart-look';
export {
  preloadable,
  withParts,
  preloadScreens,
  screensWithMessages,
  withMessages,
  type Preloadable,
} from './components/preloadable/preloadable';
export { useEagerQuery } from './query/use-eager-query';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useSearchBox } from './hooks/use-search-box';
export { useUrlListState, useUrlParams, type UrlListState, type UrlParams } from './hooks/use-url-list-state';
export { listPagination, type ListPage } from './components/list-pagination/list-pagination';
export { pagerItem } from './components/list-pagination/pager-item';
export { downloadFile } from './utils/download-file';
export {
  DATE_PICKER_FORMAT,
  MONTH_PICKER_FORMAT,
  WEEK_PICKER_FORMAT,
  weekPickerFormat,
  formatDate,
  formatDateWithWeekday,
  formatDay,
  formatDatesIn,
  formatDayMonth,
  formatMonthOf,
  formatPercentOf,
  formatShortMonthOf,
} from './format/intl-formats';
export {
  dateTimeFormat,
  formatMoment,
  formatWeekday,
  knownTimeZone,
  numberFormat,
  relativeTimeFormat,
} from './format/intl-formats';
export { portalLocale, setPortalLanguage } from './format/portal-locale';
export { useMediaQuery, useScreen } from './components/use-screens/use-screens';
export { ScreenRoutes } from './components/screen-routes/screen-routes';
export { LANGUAGES, LANGUAGE_NAMES, browserLanguage, isLanguage, isRightToLeft, type Language } from './i18n/languages';
export {
  defineMessages,
  hasMessage,
  loadLanguage,
  loadAllCatalogsIn,
  setMessageCompiler,
  translatorOf,
  useLanguage,
  useLanguageWithMessages,
  useMessages,
  type MessageCatalog,
  type Translate,
  type MessageValues,
} from './i18n/use-messages';
