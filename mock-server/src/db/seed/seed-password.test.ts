import { parseOptions, verifySync } from '@node-rs/bcrypt';
import { PASSWORD_COST } from '../../services/passwords.js';
import { seedPasswordHash } from './seed-password.js';

it('seeds the production cost unless told otherwise, and the same hash every time', () => {
  const hash = seedPasswordHash('Timely123!', 'timelyseedsaltvalue000');
  expect(parseOptions(hash).cost).toBe(PASSWORD_COST);
  expect(seedPasswordHash('Timely123!', 'timelyseedsaltvalue000')).toBe(hash);
  expect(verifySync('Timely123!', hash)).toBe(true);
  expect(parseOptions(seedPasswordHash('Timely123!', 'timelyseedsaltvalue000', 4)).cost).toBe(4);
});
