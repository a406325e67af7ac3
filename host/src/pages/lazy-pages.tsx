import { LoadingState } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The host's pages that need antd's heavier half (tables, uploads: '@timely/shared-ui/antd-more') load
 * with their route, so sign-in and the first screen never download it.
 */
function lazyPage(load: () => Promise<ComponentType>, label: string) {
  const Page: LazyExoticComponent<ComponentType> = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page />
      </Suspense>
    );
  };
}

export const ProfilePage = lazyPage(async () => (await import('./profile-page')).ProfilePage, 'Loading your profile');
export const NotificationsPage = lazyPage(async () => (await import('./notifications-page')).NotificationsPage, 'Loading notifications');
export const AboutPage = lazyPage(async () => (await import('./about/about-page')).AboutPage, 'Loading the About page');
