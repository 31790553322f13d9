import type { notificationSettingsSchema } from '@betogether/contracts/notifications/notifications.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api-client';

export type NotificationSettings = Answer<typeof notificationSettingsSchema>;
const key = ['profile', 'notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({ queryKey: key, queryFn: () => api<NotificationSettings>('/api/notifications/settings') });
}

/** Saves one switch; the screen shows the new value at once and goes back if the save fails. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) =>
      api<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body: change }),
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
