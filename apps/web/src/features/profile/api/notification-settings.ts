import { notificationsEndpoints } from '@betogether/contracts/notifications/notifications.endpoints';
import type { NotificationSettings } from '@betogether/contracts/notifications/notifications.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const key = ['profile', 'notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({ queryKey: key, queryFn: () => call(notificationsEndpoints.settings) });
}

/** Saves one switch; the screen shows the new value at once and goes back if the save fails. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) =>
      call(notificationsEndpoints.updateSettings, { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
