export { REMOTE_KEYS, federationName, type RemoteKey, type RemoteApp, type RemoteAppProps, type RemoteAppModule } from './shell-contract';
export { portalRoutes, portalHref, routesOfRemote, routePermissions, type PortalRole, type PortalRouteName } from './portal-paths';
export { PageHeader } from './components/page-header/page-header';
export { ErrorState } from './components/error-state/error-state';
export { EmptyState } from './components/empty-state/empty-state';
export { LoadingState } from './components/loading-state/loading-state';
export { Deferred } from './components/deferred/deferred';
export { useEagerQuery } from './query/use-eager-query';
export { PendingScreen } from './components/pending-screen/pending-screen';
