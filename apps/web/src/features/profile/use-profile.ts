// The signed-in user's profile (GET/PUT /api/user/profile, cached 500 s per spec §9) and account deletion.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserProfile } from '@vidcraft/contracts';
import { authRoutes } from '@vidcraft/contracts/client-routes';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { callApi } from '../../lib/api-client.ts';
import { getAuthStatus, setAuthStatus } from '../../lib/auth-status.ts';
import { clearDraftsOf } from '../optimizer/draft-storage.ts';

export async function fetchProfile(): Promise<UserProfile> {
  return callApi(authRoutes.getProfile, {});
}

export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: fetchProfile,
    staleTime: CACHE_LIFETIMES_MS.profile,
  });
}

export function useUpdateName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => callApi(authRoutes.updateProfile, { body: { name } }),
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile, profile);
      // The header reads the signed-in user from the auth status.
      const status = getAuthStatus();
      if (status?.user) setAuthStatus({ ...status, user: { ...status.user, name: profile.name } });
    },
  });
}

/** Shows a newly chosen interface language in the cached profile at once (the language switch saves it). */
export function useShowProfileLanguage(): (language: UserProfile['preferredLanguage']) => void {
  const client = useQueryClient();
  return (language) =>
    client.setQueryData<UserProfile>(queryKeys.profile, (profile) =>
      profile ? { ...profile, preferredLanguage: language } : profile,
    );
}

/** DELETE /api/user: revokes every Google grant and deletes all the user's data (the server clears the cookie). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => callApi(authRoutes.deleteAccount, {}),
    onSuccess: () => {
      // Unpublished optimizer edits kept in this browser go with the account.
      const email = getAuthStatus()?.user?.email;
      if (email) clearDraftsOf(email);
    },
  });
}
