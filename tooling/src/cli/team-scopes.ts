/**
 * `npm test -- --only=<team>`: what one team's change can break, so a team runs its own checks alone.
 * Each scope names its folders (lint and jest), the API tests of the routes its screens call, and its
 * Playwright specs; paths are jest's and Playwright's regular expressions over file paths.
 */
export type TeamScope = {
  /** eslint and Prettier over these folders; jest runs their tests. */
  folders: string[];
  /** API test files (under mock-server/src) of the routes the team's screens call. */
  apiTests: string[];
  /** e2e spec files (under e2e/tests). */
  e2eSpecs: string[];
};

export const TEAM_SCOPES = {
  host: {
    folders: ['host', 'shared-ui', 'shared-auth', 'tooling'],
    apiTests: ['mock-server/src/routes/(auth|me|password|preferences|notifications|main-search|sessions)[.-]'],
    e2eSpecs: [
      'shell',
      'keyboard',
      'federation',
      'aged-builds',
      'remote-down',
      'composition',
      'languages',
      'standalone',
    ],
  },
  projects: {
    folders: ['remote-projects'],
    apiTests: [
      'mock-server/src/routes/(projects|projects-core|tasks|sprint-[a-z]+|overview|work-days)\\.routes',
      'mock-server/src/services/(projects|tasks)/',
    ],
    e2eSpecs: ['projects', 'tasks', 'sprint-flow', 'backlog-keyboard', 'overview', 'sprints-screenshots'],
  },
  peers: {
    folders: ['remote-peers'],
    apiTests: [
      'mock-server/src/routes/(peers-[a-z]+|peer-onboarding|availability|reviews|leave/)',
      'mock-server/src/services/(availability|leave|peers|peer-feedback)/',
    ],
    e2eSpecs: ['peers', 'leave', 'consensus', 'privacy'],
  },
  feeds: {
    folders: ['remote-feeds'],
    apiTests: ['mock-server/src/routes/feeds\\.routes', 'mock-server/src/services/(feed-|system-posts)'],
    e2eSpecs: ['feeds'],
  },
  kpi: {
    folders: ['remote-kpi'],
    apiTests: ['mock-server/src/routes/kpi/', 'mock-server/src/services/kpi/'],
    e2eSpecs: ['kpi'],
  },
  apps: {
    folders: ['remote-apps'],
    apiTests: ['mock-server/src/demo/', 'mock-server/src/routes/apps-availability'],
    e2eSpecs: ['apps-'],
  },
  api: {
    folders: ['mock-server'],
    apiTests: ['mock-server/'],
    e2eSpecs: [],
  },
} as const satisfies Record<string, TeamScope>;

export type TeamName = keyof typeof TEAM_SCOPES;

export function isTeam(name: string): name is TeamName {
  return Object.hasOwn(TEAM_SCOPES, name);
}
