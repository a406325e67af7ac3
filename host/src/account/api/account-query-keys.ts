/** Query keys of the host's account screens. */
export const accountKeys = {
  workDays: ['me', 'work-days'] as const,
  workspaceSignup: ['workspaces', 'signup'] as const,
};
