import type { DeliveryProfile, UpdateDeliveryProfileBody } from '@haat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryKeys } from '../common/query-keys.ts';
import { updateDeliveryProfile } from './profile-api.ts';

/** Saves profile changes; the profile the server answers with replaces the cached one. */
export function useProfileUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateDeliveryProfileBody) => updateDeliveryProfile(changes),
    onSuccess: (profile) => queryClient.setQueryData<DeliveryProfile>(deliveryKeys.profile, profile),
  });
}
