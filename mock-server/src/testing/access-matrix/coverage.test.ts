import type { RegisteredRoute } from '../../server.js';
import { coverageProblems } from './coverage.js';
import { anyone, level3Only, row, signedIn } from './matrix-types.js';

const route = (method: string, url: string, access: unknown = 'user'): RegisteredRoute => ({ method, url, access });

describe('coverageProblems', () => {
  it('passes when every route has a row or a matching prefix, and HEAD follows GET', () => {
    const routes = [
      route('GET', '/v2/peers'),
      route('HEAD', '/v2/peers'),
      route('POST', '/api/x', 'public'),
      route('GET', '/docs', 'public'),
    ];
    const rows = [row('GET', '/v2/peers', signedIn(200))];
    const prefixes = [
      { prefix: '/api/', access: 'public' as const, why: 'demo' },
      { prefix: '/docs/', access: 'public' as const, why: 'docs' },
    ];
    expect(coverageProblems(routes, rows, prefixes)).toEqual([]);
  });

  it('fails on a registered route without a row', () => {
    const problems = coverageProblems(
      [route('GET', '/v2/peers'), route('POST', '/v2/secret', ['level3'])],
      [row('GET', '/v2/peers', signedIn(200))],
      [],
    );
    expect(problems).toEqual([
      "no access-matrix row for POST /v2/secret: add one to the area's src/testing/access-matrix/<area>.matrix.ts",
    ]);
  });

  it('fails on a product route hiding under a public prefix with another access', () => {
    const problems = coverageProblems(
      [route('GET', '/api/main-search/data', 'user')],
      [],
      [{ prefix: '/api/', access: 'public', why: 'demo' }],
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/GET \/api\/main-search\/data declares access "user" under prefix \/api\//);
    // its own row settles it
    expect(
      coverageProblems(
        [route('GET', '/api/main-search/data', 'user')],
        [row('GET', '/api/main-search/data', signedIn(200))],
        [{ prefix: '/api/', access: 'public', why: 'demo' }],
      ),
    ).toEqual([]);
  });

  it('fails on stale and duplicate rows', () => {
    const problems = coverageProblems(
      [route('GET', '/health', 'public')],
      [
        row('GET', '/health', anyone(200)),
        row('GET', '/health', anyone(200)),
        row('DELETE', '/v2/gone/:id', level3Only(200)),
      ],
      [],
    );
    expect(problems).toEqual([
      'two matrix rows for GET /health',
      'matrix row for DELETE /v2/gone/:id, but no such route is registered',
    ]);
  });
});
