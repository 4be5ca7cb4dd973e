import type { Page } from 'playwright-core';

/** The API's envelope (docs: every response is {code, message, data, total}). */
export interface ApiAnswer<T> {
  code: number;
  message: string;
  data: T;
  total?: number;
}

/**
 * Calls the API from the page with the session's token, as the web app does (to set up a case
 * or to check what a screen did). A JSON body is sent when one is given.
 */
export function callApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${window.localStorage.getItem('access_token')}`,
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );
}
