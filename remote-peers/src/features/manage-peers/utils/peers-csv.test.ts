import { peer } from '../../../testing/peers-fixtures';
import { peersToCsv } from './peers-csv';

it('writes a header and one row per peer, quoting what needs it and defusing formulas', () => {
  const csv = peersToCsv([peer(), peer({ name: 'Quote "Q", Esq.', employeeId: '=HYPERLINK(1)', phone: null })]);
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Employee id,Name,Job role,Designation,Work mode,Skype,Slack,Zoom,Level,Time zone,Email,Mobile,Location,Block');
  expect(lines[1]).toBe('AC-2001,Noor Newhire,Designer,,office,,@noor,,level1,Europe/London,noor@acme.test,+44 20 7946 0958,,');
  expect(lines[2]).toMatch(/^'=HYPERLINK\(1\),"Quote ""Q"", Esq\.",/);
});
