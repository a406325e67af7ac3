import { peerSchema, type Peer } from '@timely/contract';
import { text } from 'node:stream/consumers';
import { tableExport } from '../exports/table-export.js';
import { peerColumns } from './peer-csv.js';

function peer(overrides: Partial<Peer> = {}): Peer {
  return peerSchema.parse({
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Noor Newhire',
    employeeId: 'AC-2001',
    email: 'noor@acme.test',
    phone: '+44 20 7946 0958',
    profilePic: null,
    jobRole: { _id: '00000000-0000-4000-8000-000000000002', name: 'Designer' },
    designation: null,
    location: null,
    block: null,
    defaultWorkMode: 'office',
    currentStatus: 'office',
    workingHours: '09:00-18:00',
    timeZone: 'Europe/London',
    imIds: { skype: null, slack: '@noor', zoom: null },
    role: 'editor',
    level: 'level1',
    isActive: true,
    deletedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    manager: null,
    customFields: {},
    ...overrides,
  });
}

it('writes a header and one row per peer, quoting what needs it and defusing formulas', async () => {
  const csv = await text(
    tableExport('csv', peerColumns('en'), [
      peer(),
      peer({ name: 'Quote "Q", Esq.', employeeId: '=HYPERLINK(1)', phone: null }),
    ]),
  );
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFEmployee id,Name,Job role,Designation,Work mode,Skype,Slack,Zoom,Level,Time zone,Email,Mobile,Location,Block,Manager,Hire date',
  );
  expect(lines[1]).toBe(
    'AC-2001,Noor Newhire,Designer,,office,,@noor,,level1,Europe/London,noor@acme.test,+44 20 7946 0958,,,,',
  );
  expect(lines[2]).toMatch(/^'=HYPERLINK\(1\),"Quote ""Q"", Esq\.",/);
});
