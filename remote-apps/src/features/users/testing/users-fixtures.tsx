import { demoPopularityOf, type DemoUser, demoUserSchema } from '@timely/contract';
import { Route, Routes } from 'react-router-dom';
import { UserEditScreen } from '../components/user-edit-screen';
import { UserListScreen } from '../components/user-list-screen';
import { UserViewScreen } from '../components/user-view-screen';

type Overrides = Partial<Omit<DemoUser, 'popularity'>> & { popularity?: number };

/** A demo user as GET /api/users/list answers one (checked by the contract's schema). */
export function demoUser({ popularity = 60, ...overrides }: Overrides = {}): DemoUser {
  const id = overrides.id ?? 268;
  return demoUserSchema.parse({
    id,
    username: `user${id}`,
    avatar: 'assets/img/portrait/small/avatar-s-1.jpg',
    email: `user${id}@example.com`,
    name: `User ${id}`,
    dob: '1990-04-12',
    gender: 'female',
    country: 'Portugal',
    role: 'user',
    status: 'active',
    is_verified: true,
    department: 'sales',
    company: 'Northwind Traders',
    mobile: '+1 555 0100',
    website: `https://user${id}.example.com`,
    languages_known: ['English', 'Spanish'],
    contact_options: ['email', 'phone'],
    location: {
      add_line_1: '10 Market Street',
      add_line_2: 'Suite 200',
      post_code: '10001',
      city: 'New York',
      state: 'New York',
      country: 'United States',
    },
    social_links: {
      twitter: `https://twitter.com/user${id}`,
      facebook: '',
      instagram: '',
      github: `https://github.com/user${id}`,
      codepen: '',
      slack: '',
    },
    ...overrides,
    popularity: demoPopularityOf(popularity),
  });
}

/** The users pages under their routes, so that a test can follow a link from one to the next. */
export function usersRoutes() {
  return (
    <Routes>
      <Route path="/pages/user/list" element={<UserListScreen />} />
      <Route path="/pages/user/view/:id" element={<UserViewScreen />} />
      <Route path="/app/user/edit/:id" element={<UserEditScreen />} />
    </Routes>
  );
}
