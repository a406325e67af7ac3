/** Query keys of the host's account screens. */
export const accountKeys = {
  workDays: ['me', 'work-days'] as const,
  calendarFeeds: ['me', 'calendar-feeds'] as const,
  workspaceSignup: ['workspaces', 'signup'] as const,
  invitation: (token: string) => ['auth', 'invitation', token] as const,
};
