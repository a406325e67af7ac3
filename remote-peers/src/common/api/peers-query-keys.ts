/** Query keys of this remote; every screen's key starts with 'peers-remote' so one invalidation reaches all. */
export const peersKeys = {
  all: ['peers-remote'] as const,
  directory: (params: object) => ['peers-remote', 'directory', params] as const,
  options: ['peers-remote', 'options'] as const,
  projects: ['peers-remote', 'projects'] as const,
  availability: (params: object) => ['peers-remote', 'availability', params] as const,
  ready: (params: object) => ['peers-remote', 'ready', params] as const,
  report: (params: object) => ['peers-remote', 'report', params] as const,
  mine: (params: object) => ['peers-remote', 'mine', params] as const,
  mates: ['peers-remote', 'mates'] as const,
  audit: (params: object) => ['peers-remote', 'audit', params] as const,
  companySettings: ['peers-remote', 'company-settings'] as const,
  companyOptionLists: ['peers-remote', 'company-option-lists'] as const,
  ssoSettings: ['peers-remote', 'sso-settings'] as const,
  invitationSummary: ['peers-remote', 'invitation-summary'] as const,
  peerFields: ['peers-remote', 'peer-fields'] as const,
};
