import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpointsOf, invalidateResources, queryKeys } from './query-keys';

describe('query keys by endpoint and resource', () => {
  it('names the same call alike whatever unset fields it carries', () => {
    expect(queryKeys.data('campaigns', { query: { orgId: undefined } }, 'en')).toEqual(
      queryKeys.data('campaigns', {}, 'en'),
    );
    expect(queryKeys.page('trashListFilter', { body: { page: 0 } }, 'vi')).toEqual([
      'trashListFilter',
      'page',
      { body: { page: 0 } },
      'vi',
    ]);
  });

  it('lists the endpoints of resources once each', () => {
    const endpoints = endpointsOf(['trash', 'leads', 'trash']);
    expect(endpoints).toContain('trashListFilter');
    expect(endpoints).toContain('orderListSearch');
    expect(endpoints).toContain('orderManagementSearch');
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it('marks stale every answer showing a changed resource, and nothing else', async () => {
    const client = new QueryClient();
    const orderList = queryKeys.page('orderListSearch', { body: { page: 0 } }, 'en');
    const ownQuery = queryKeys.own('orderDetail', 42);
    const users = queryKeys.page('searchUsers', { body: {} }, 'en');
    for (const key of [orderList, ownQuery, users]) client.setQueryData(key, { rows: [] });
    await invalidateResources(client, ['trash', 'leads']);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(orderList)).toBe(true);
    expect(stale(ownQuery)).toBe(true);
    expect(stale(users)).toBe(false);
  });
});
