import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFrame } from '../../testing/render';
import { queryKeys } from './query-keys';
import { useResourceMutation } from './use-resource-mutation';

/** A cache holding one answer of the shipping list and one of the users list. */
function cacheWithAnswers() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const shipping = queryKeys.page('shippingListSearch', { body: {} }, 'en');
  const users = queryKeys.page('searchUsers', { body: {} }, 'en');
  for (const key of [shipping, users]) client.setQueryData(key, { rows: [] });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, shipping, users, stale };
}

function renderWrite(client: QueryClient, run: (value: number) => Promise<number>) {
  return renderHook(() => useResourceMutation(run, ['shipping']), {
    wrapper: ({ children }) => <AppFrame client={client}>{children}</AppFrame>,
  });
}

describe('a write by the resources it changes', () => {
  it('answers what the call answered and marks stale the answers showing its resources only', async () => {
    const { client, shipping, users, stale } = cacheWithAnswers();
    const { result } = renderWrite(client, async (value) => value * 2);
    let answer: number | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync(21);
    });
    expect(answer).toBe(42);
    expect(stale(shipping)).toBe(true);
    expect(stale(users)).toBe(false);
  });

  it('leaves every answer as it was when the call fails', async () => {
    const { client, shipping, stale } = cacheWithAnswers();
    const { result } = renderWrite(client, async () => {
      throw new Error('refused');
    });
    await act(async () => {
      await result.current.mutateAsync(1).catch(() => undefined);
    });
    expect(stale(shipping)).toBe(false);
  });
});
