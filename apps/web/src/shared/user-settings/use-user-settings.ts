import type { LayoutSettings, UserSettings } from '@leadline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../api/client-endpoints';
import { callEndpoint } from '../api/http-client';
import { queryKeys } from '../api/query-keys';
import { useNotify } from '../notifications/notifications';
import { useSession } from '../session/session';

/**
 * The user's layout, shortcuts and hidden menu items, kept on the server per user. Changes
 * show at once (optimistic) and roll back if the server refuses them.
 */
export function useUserSettings() {
  const { me } = useSession();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = queryKeys.own('mySettings', me?.info.userId);

  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await callEndpoint(CLIENT_ENDPOINTS.mySettings)).data,
    initialData: me?.info.settings,
    enabled: Boolean(me),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const mutation = useMutation({
    mutationFn: async (next: UserSettings) => {
      const previous = query.data;
      if (previous && JSON.stringify(previous.shortcuts) !== JSON.stringify(next.shortcuts)) {
        return (
          await callEndpoint(CLIENT_ENDPOINTS.updateMyShortcuts, { body: { shortcuts: next.shortcuts } })
        ).data;
      }
      if (previous && JSON.stringify(previous.hiddenMenu) !== JSON.stringify(next.hiddenMenu)) {
        return (
          await callEndpoint(CLIENT_ENDPOINTS.updateMyHiddenMenu, { body: { hiddenMenu: next.hiddenMenu } })
        ).data;
      }
      return (await callEndpoint(CLIENT_ENDPOINTS.updateMyLayout, { body: { layout: next.layout } })).data;
    },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserSettings>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });

  const settings = query.data;
  const save = (next: UserSettings, onSaved?: () => void) => mutation.mutate(next, { onSuccess: onSaved });
  return {
    settings,
    updateLayout(layout: LayoutSettings) {
      if (settings) save({ ...settings, layout });
    },
    toggleShortcut(routeKey: string) {
      if (!settings) return;
      const starred = settings.shortcuts.includes(routeKey);
      save(
        {
          ...settings,
          shortcuts: starred
            ? settings.shortcuts.filter((item) => item !== routeKey)
            : [...settings.shortcuts, routeKey],
        },
        () => notify('success', t('COMMON.SUCCEED')),
      );
    },
    toggleHidden(routeKey: string) {
      if (!settings) return;
      const hidden = settings.hiddenMenu.includes(routeKey);
      save({
        ...settings,
        hiddenMenu: hidden
          ? settings.hiddenMenu.filter((item) => item !== routeKey)
          : [...settings.hiddenMenu, routeKey],
      });
    },
  };
}
