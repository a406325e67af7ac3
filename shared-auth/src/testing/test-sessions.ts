import type { Session } from '../session-storage';

const base = {
  companyName: 'Acme',
  profilePic: null,
  timeZone: 'UTC',
  company: '00000000-0000-4000-8000-000000000001',
};

/** Contract-valid sessions for each level, for component tests. */
export const testSessions: Record<'admin' | 'manager' | 'member', Session> = {
  admin: {
    token: 't-admin',
    refreshToken: 'r-admin',
    user: {
      ...base,
      _id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Ada Admin',
      email: 'admin@acme.test',
      role: 'admin',
      level: 'level3',
    },
  },
  manager: {
    token: 't-manager',
    refreshToken: 'r-manager',
    user: {
      ...base,
      _id: '00000000-0000-4000-8000-0000000000a2',
      name: 'Max Manager',
      email: 'manager@acme.test',
      role: 'editor',
      level: 'level2',
    },
  },
  member: {
    token: 't-member',
    refreshToken: 'r-member',
    user: {
      ...base,
      _id: '00000000-0000-4000-8000-0000000000a3',
      name: 'Mia Member',
      email: 'member@acme.test',
      role: 'editor',
      level: 'level1',
    },
  },
};
