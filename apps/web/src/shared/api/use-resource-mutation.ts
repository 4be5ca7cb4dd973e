import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateResources, type Resource } from './query-keys';

/**
 * A write that changes `resources` (query-keys.ts RESOURCES): once it succeeds every answer that
 * shows them is stale, and the mutation settles after those on screen have loaded again, so a
 * dialog that closes on success closes over the fresh list (SPEC.md 4: an action reloads its list).
 */
export function useResourceMutation<V, R>(run: (variables: V) => Promise<R>, resources: readonly Resource[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateResources(queryClient, resources),
  });
}
