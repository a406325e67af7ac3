import { portalRoutes, type RemoteKey, type ScreenManifest } from '@timely/shared-ui';
import { z } from 'zod';

// a word per language, as a remote's build publishes it; a language the host does not know is dropped
const translationsSchema = z
  .object({ en: z.string().min(1), de: z.string().min(1), ar: z.string().min(1) })
  .partial()
  .optional();

// What the host accepts of a remote's metaData.screens; an entry it cannot read is left out, not the remote.
const screenSchema = z.object({
  name: z.string().min(1),
  path: z.string().regex(/^\/[^?#]*$/),
  title: z.string().min(1),
  titles: translationsSchema,
  roles: z.array(z.enum(['admin', 'editor'])).optional(),
  levels: z.array(z.enum(['level1', 'level2', 'level3'])).optional(),
  isPublic: z.boolean().optional(),
  menu: z
    .object({
      id: z.string().min(1),
      group: z.string().min(1),
      order: z.number(),
      label: z.string().min(1),
      labels: translationsSchema,
      icon: z.string().optional(),
    })
    .optional(),
});

// the host's own pages: no remote may claim one (a remote publishing /pages/login/ would take the sign-in page)
const HOST_PATHS: ReadonlySet<string> = new Set<string>(
  Object.values(portalRoutes)
    .filter((route) => !('remote' in route))
    .map((route) => route.path),
);

/**
 * The screens a remote publishes, as the host will route them: each readable entry, under the remote that
 * published it, except a path of the host's own. Undefined when the manifest publishes no list at all
 * (a remote built before screens were published): the host then keeps what it knew.
 */
export function readPublishedScreens(remote: RemoteKey, raw: unknown): ScreenManifest[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((entry) => {
    const parsed = screenSchema.safeParse(entry);
    if (!parsed.success || HOST_PATHS.has(parsed.data.path)) return [];
    return [{ ...parsed.data, remote }];
  });
}
