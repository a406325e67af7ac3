import { securityHeaders } from './security-headers.ts';

const ORIGINS = { scriptOrigins: [], connectOrigins: ['http://localhost:4000'] };

it('asks browsers to stay on HTTPS when the portal is https, even behind a proxy that speaks plain HTTP to it', () => {
  expect(securityHeaders({ ...ORIGINS, portalUrl: 'https://portal.example.com' })).toMatchObject({
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  });
  expect(securityHeaders({ ...ORIGINS, portalUrl: 'http://localhost:3000' })).not.toHaveProperty(
    'Strict-Transport-Security',
  );
  expect(securityHeaders(ORIGINS)).not.toHaveProperty('Strict-Transport-Security');
});
