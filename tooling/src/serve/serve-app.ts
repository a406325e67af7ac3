import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { HOST_PORT, REMOTES, type RemoteKey } from '../remotes.ts';
import { remotesJson, runtimeConfig, runtimeFiles } from '../runtime-config.ts';
import { releasesDir } from '../releases/served-releases.ts';
import { cacheControlOf } from './cache-control.ts';
import { originOf, securityHeaders } from './security-headers.ts';

/**
 * Serves one app's production build, as a plain static server would: as an SPA (every unknown page
 * path gets index.html), and a remote with CORS so the host on another origin can fetch its manifest and
 * chunks. Hashed chunks are cached for a year; entry files and manifests are revalidated every time.
 */
export async function serveApp(options: { app: 'host' | RemoteKey; port: number; distDir: string; host?: string }) {
  const isHost = options.app === 'host';
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    throw new Error(`${options.distDir} has no build: run npm run build first`);
  }
  const config = runtimeConfig();
  const files = runtimeFiles(isHost);
  const remoteOrigins = Object.values(
    (files['/remotes.json'] as { remotes?: Record<string, string> } | undefined)?.remotes ?? {},
  ).map(originOf);
  const headers = securityHeaders({
    scriptOrigins: [...remoteOrigins, ...config.remoteOverrideOrigins],
    connectOrigins: [originOf(config.apiBaseUrl), ...remoteOrigins, ...config.remoteOverrideOrigins],
    portalUrl: process.env.PORTAL_URL,
  });

  const server = Fastify({ logger: false });
  server.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    // lets the portal's pages (and the web benchmark) read the timing of cross-origin remote assets
    reply.header('Timing-Allow-Origin', '*');
    if (!isHost) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    reply.header('Cache-Control', cacheControlOf(request.url));
  });
  for (const [route, body] of Object.entries(files)) {
    // the remote map is read anew on every request: a promote or rollback shows at the next page load
    server.get(route, async () => (route === '/remotes.json' ? remotesJson() : body));
  }
  // a remote also serves its released builds (npm run release), which promote points the remote map to
  const releases = path.join(releasesDir(), options.app);
  if (!isHost) {
    mkdirSync(releases, { recursive: true }); // released after this server started: served without a restart
    await server.register(fastifyStatic, {
      root: releases,
      prefix: '/releases/',
      decorateReply: false,
      cacheControl: false,
      etag: true,
      preCompressed: true,
    });
  }
  // preCompressed: the build wrote .br and .gz next to each asset; the one the browser accepts is sent as is
  await server.register(fastifyStatic, {
    root: options.distDir,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    preCompressed: true,
  });
  server.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]!);
    // every app is an SPA: the host always, a remote when it runs alone in its standalone shell
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.url} is not part of this build` });
  });
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return server;
}

// `tsx serve-app.ts <app> [distDir]`: one process per app, so each can be stopped on its own.
if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('serve-app.ts')) {
  const app = process.argv[2] as 'host' | RemoteKey;
  const root = path.resolve(import.meta.dirname, '../../..');
  const folder = app === 'host' ? 'host' : REMOTES[app]?.folder;
  if (!folder) {
    console.error(`usage: serve-app.ts <host|${Object.keys(REMOTES).join('|')}> [distDir]`);
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? (app === 'host' ? HOST_PORT : REMOTES[app as RemoteKey].port));
  const distDir = path.resolve(process.argv[3] ?? path.join(root, folder, 'dist'));
  serveApp({ app, port, distDir }).then(
    () => console.log(`[serve] ${app} on http://localhost:${port} from ${path.relative(root, distDir) || distDir}`),
    (error: unknown) => {
      console.error(`[serve] ${app} failed:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
