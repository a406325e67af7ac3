import { errorEnvelopeSchema, sessionUserSchema } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile, TINY_JPEG, TINY_PNG, TINY_WEBP } from '../testing/uploads.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function me(email: string) {
  const response = await server.app.inject({ method: 'GET', url: '/v2/me', headers: await server.authHeaders(email) });
  return sessionUserSchema.parse(response.json());
}

async function patchMe(email: string, payload: unknown) {
  return server.app.inject({
    method: 'PATCH',
    url: '/v2/me',
    headers: await server.authHeaders(email),
    payload: payload as object,
  });
}

async function uploadMine(email: string, upload: ReturnType<typeof multipartFile>) {
  return server.app.inject({
    method: 'POST',
    url: '/v2/me/avatar',
    headers: { ...(await server.authHeaders(email)), ...upload.headers },
    payload: upload.payload,
  });
}

describe('PATCH /v2/me', () => {
  it('changes the own name and time zone and answers the session user', async () => {
    const response = await patchMe('member@acme.test', { name: '  Mia M. Member ', timeZone: 'Europe/Berlin' });
    expect(response.statusCode).toBe(200);
    expect(sessionUserSchema.parse(response.json())).toMatchObject({
      name: 'Mia M. Member',
      timeZone: 'Europe/Berlin',
      email: 'member@acme.test',
    });
    expect(await me('member@acme.test')).toMatchObject({ name: 'Mia M. Member', timeZone: 'Europe/Berlin' });
  });

  it('names each bad field and changes nothing', async () => {
    const before = await me('manager@acme.test');
    const response = await patchMe('manager@acme.test', { name: 'X', timeZone: 'Mars/Olympus' });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.details).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'must be at least 2 characters' }),
        expect.objectContaining({ field: 'timeZone', message: 'must be an IANA time zone such as Europe/London' }),
      ]),
    );
    expect(await me('manager@acme.test')).toEqual(before);
  });

  it('refuses a NUL, a control character or half a surrogate pair in the name, naming it, and changes nothing', async () => {
    const before = await me('member@acme.test');
    for (const [name, code] of [
      ['a\u0000b', 'field.controlCharacters'],
      ['Bell\u0007 Member', 'field.controlCharacters'],
      ['Mia\rMember', 'field.controlCharacters'],
      ['Mia \ud83d', 'field.brokenCharacter'],
    ] as const) {
      const response = await patchMe('member@acme.test', { name });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
        code: 'request.invalidFields',
        details: [{ field: 'name', code }],
      });
    }
    expect(await me('member@acme.test')).toEqual(before);
  });

  it('refuses fields a user may not set on themselves', async () => {
    const response = await patchMe('member@acme.test', { level: 'level3' });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      { field: 'level', message: 'is not a field you can set' },
    ]);
    expect((await me('member@acme.test')).level).toBe('level1');
  });

  it('answers 403 to a body naming another company or user, and changes nothing', async () => {
    const before = await me('member@acme.test');
    const otherCompany = await patchMe('member@acme.test', { name: 'Hacked', company: seedId('company', 'globex') });
    expect(otherCompany.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(otherCompany.json()).message).toMatch(/another company/);
    const otherUser = await patchMe('member@acme.test', { name: 'Hacked', user: seedId('user', 'acme', 0) });
    expect(otherUser.statusCode).toBe(403);
    expect(await me('member@acme.test')).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'PATCH', url: '/v2/me', payload: { name: 'Nobody' } })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /v2/me/avatar', () => {
  it('stores a PNG, points profilePic at a content-hashed URL and serves it with long-lived caching', async () => {
    const response = await uploadMine('manager@acme.test', multipartFile(TINY_PNG));
    expect(response.statusCode).toBe(200);
    const user = sessionUserSchema.parse(response.json());
    expect(user.profilePic).toMatch(/^http:\/\/localhost(:80)?\/v2\/avatars\/[0-9a-f]{64}\.png$/);
    expect((await me('manager@acme.test')).profilePic).toBe(user.profilePic);

    const path = new URL(user.profilePic!).pathname;
    const picture = await server.app.inject({ method: 'GET', url: path });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.equals(TINY_PNG)).toBe(true);
    const etag = picture.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await server.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('accepts JPEG and WebP, recognised by their bytes whatever the declared type', async () => {
    const jpeg = await uploadMine(
      'member@acme.test',
      multipartFile(TINY_JPEG, { filename: 'me.bin', contentType: 'application/octet-stream' }),
    );
    expect(sessionUserSchema.parse(jpeg.json()).profilePic).toMatch(/\.jpg$/);
    const webp = await uploadMine(
      'member@acme.test',
      multipartFile(TINY_WEBP, { filename: 'me.webp', contentType: 'image/webp' }),
    );
    expect(sessionUserSchema.parse(webp.json()).profilePic).toMatch(/\.webp$/);
  });

  it('replacing a picture drops the old one when nobody else uses it', async () => {
    const hashes = async () =>
      (await server.db.query<{ hash: string }>('SELECT hash FROM avatars')).map((row) => row.hash);
    // trailing bytes make these pictures the admin's alone
    const first = sessionUserSchema.parse(
      (await uploadMine('admin@acme.test', multipartFile(Buffer.concat([TINY_PNG, Buffer.from('first')])))).json(),
    );
    const firstHash = first.profilePic!.match(/([0-9a-f]{64})/)![1]!;
    expect(await hashes()).toContain(firstHash);
    const second = sessionUserSchema.parse(
      (await uploadMine('admin@acme.test', multipartFile(Buffer.concat([TINY_PNG, Buffer.from('second')])))).json(),
    );
    expect(second.profilePic).not.toBe(first.profilePic);
    expect(await hashes()).not.toContain(firstHash);
    expect((await server.app.inject({ method: 'GET', url: new URL(first.profilePic!).pathname })).statusCode).toBe(404);
  });

  it('keeps a picture another user still shows', async () => {
    const shared = multipartFile(Buffer.concat([TINY_PNG, Buffer.from('shared')]));
    const mine = sessionUserSchema.parse((await uploadMine('admin@acme.test', shared)).json());
    await uploadMine('member@acme.test', multipartFile(Buffer.concat([TINY_PNG, Buffer.from('shared')])));
    await uploadMine('admin@acme.test', multipartFile(TINY_JPEG));
    expect((await server.app.inject({ method: 'GET', url: new URL(mine.profilePic!).pathname })).statusCode).toBe(200);
  });

  it('refuses a file that only claims to be a picture, naming the field, and keeps the old picture', async () => {
    const before = await me('manager@acme.test');
    const fake = Buffer.concat([
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ]);
    const response = await uploadMine(
      'manager@acme.test',
      multipartFile(fake, { filename: 'evil.png', contentType: 'image/png' }),
    );
    expect(response.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      { field: 'file', message: 'must be a PNG, JPEG or WebP picture' },
    ]);
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await uploadMine('manager@acme.test', multipartFile(gif, { contentType: 'image/gif' }))).statusCode).toBe(
      415,
    );
    expect((await me('manager@acme.test')).profilePic).toBe(before.profilePic);
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await uploadMine('manager@acme.test', multipartFile(big));
    expect(response.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      { field: 'file', message: 'must be at most 2 MB' },
    ]);
  });

  it('accepts a picture just under 2 MB', async () => {
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 - TINY_PNG.length - 10)]);
    expect((await uploadMine('member@acme.test', multipartFile(large))).statusCode).toBe(200);
  });

  it('asks for multipart when sent JSON, and for the file field when it is missing', async () => {
    const json = await server.app.inject({
      method: 'POST',
      url: '/v2/me/avatar',
      headers: await server.authHeaders('member@acme.test'),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(json.json()).details?.[0]?.field).toBe('file');
    const wrongField = await uploadMine('member@acme.test', multipartFile(TINY_PNG, { field: 'picture' }));
    expect(wrongField.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(wrongField.json()).details).toMatchObject([
      { field: 'file', message: 'is required' },
    ]);
  });

  it('DELETE removes the own picture', async () => {
    await uploadMine('manager@acme.test', multipartFile(TINY_PNG));
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/v2/me/avatar',
      headers: await server.authHeaders('manager@acme.test'),
    });
    expect(response.statusCode).toBe(200);
    expect(sessionUserSchema.parse(response.json()).profilePic).toBeNull();
  });

  it('answers 404 with the envelope for an unknown picture', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/v2/avatars/${'0'.repeat(64)}.png` });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).statusCode).toBe(404);
  });
});
