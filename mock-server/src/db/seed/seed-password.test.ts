import bcrypt from 'bcryptjs';
import { PASSWORD_COST } from '../../services/passwords.js';
import { seedPasswordHash } from './seed-password.js';

it('seeds the production cost unless told otherwise, and the same hash every time', () => {
  const hash = seedPasswordHash('Timely123!', 'timelyseedsaltvalue000');
  expect(bcrypt.getRounds(hash)).toBe(PASSWORD_COST);
  expect(seedPasswordHash('Timely123!', 'timelyseedsaltvalue000')).toBe(hash);
  expect(bcrypt.compareSync('Timely123!', hash)).toBe(true);
  expect(bcrypt.getRounds(seedPasswordHash('Timely123!', 'timelyseedsaltvalue000', 4))).toBe(4);
});
