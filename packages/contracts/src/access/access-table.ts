import type { EndpointDefinition } from '../endpoint-definition.js';
import { effectOf } from './endpoint-access.js';

/** Where the generated table sits in docs/permissions.md. */
export const ACCESS_TABLE_START = '<!-- access-table:start (scripts/write-access-table.ts writes it) -->';
export const ACCESS_TABLE_END = '<!-- access-table:end -->';

function whoOf(endpoint: EndpointDefinition): string {
  if (endpoint.access === 'public') return 'public';
  if (endpoint.access === 'authenticated') return 'any signed-in user';
  return [...endpoint.access].sort((a, b) => a - b).join(', ');
}

/**
 * The access table of docs/permissions.md, one row per call of ENDPOINTS: who the server lets
 * call it, read straight from the row the access guard enforces, so the document cannot say
 * another thing than the server does (access-table.test.ts compares them).
 */
export function accessTableMarkdown(endpoints: Record<string, EndpointDefinition>): string {
  const rows = Object.entries(endpoints).map(
    ([key, endpoint]) =>
      `| \`${key}\` | ${endpoint.method} \`${endpoint.path}\` | ${effectOf(endpoint)} | ${whoOf(endpoint)} |`,
  );
  return ['| call | method and path | effect | roles |', '|---|---|---|---|', ...rows].join('\n');
}

/** docs/permissions.md with its access table replaced by `table`. */
export function withAccessTable(document: string, table: string): string {
  const start = document.indexOf(ACCESS_TABLE_START);
  const end = document.indexOf(ACCESS_TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/permissions.md has no access-table markers');
  return `${document.slice(0, start + ACCESS_TABLE_START.length)}\n${table}\n${document.slice(end)}`;
}
