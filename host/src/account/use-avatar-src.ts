import { useApiClient } from '@timely/shared-auth';

/** A profile picture's address: the API may answer a path on itself (`/uploads/…`) or a full URL. */
export function useAvatarSrc(profilePic: string | null): string | undefined {
  const baseURL = useApiClient().defaults.baseURL;
  if (!profilePic) return undefined;
  if (/^(https?:|data:|blob:)/.test(profilePic)) return profilePic;
  return baseURL ? new URL(profilePic, baseURL).toString() : profilePic;
}
