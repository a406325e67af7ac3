import { z } from 'zod';
import { apiPaths, AVATAR_TYPES } from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { notFound } from '../http/errors.js';
import { errorResponses, fileResponse } from '../http/error-responses.js';
import { publicContext } from '../http/service-context.js';
import { findAvatar } from '../services/avatars.js';

const ONE_YEAR = 31_536_000;

/**
 * Pictures by content hash. Public, because <img> cannot send the Authorization header; the hash in
 * the name is unguessable, and a new picture gets a new name, so answers may be cached for good.
 */
export async function avatarRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.avatar(':file'),
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['peers'],
        summary: 'A profile picture by its content-hashed name',
        description:
          'Answers the image bytes (PNG, JPEG or WebP) with an ETag and a one-year immutable Cache-Control; 304 for a matching If-None-Match; 404 (the error envelope) for an unknown name.',
        params: z.object({ file: z.string().max(80) }),
        response: {
          200: fileResponse('The picture', ...AVATAR_TYPES),
          304: z.void().meta({ type: 'null', description: 'Not modified: If-None-Match names this picture' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const avatar = await findAvatar(publicContext(request), request.params.file);
      if (!avatar) throw notFound('notFound.picture');
      const etag = `"${avatar.hash}"`;
      reply.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`).header('etag', etag);
      // pictures are shown on every app's origin
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(avatar.contentType).header('content-length', avatar.byteSize).send(avatar.data);
    },
  );
}
