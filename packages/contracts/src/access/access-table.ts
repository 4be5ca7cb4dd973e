import type { EndpointDefinition } from '../endpoint-definition.js';
import { effectOf } from './endpoint-access.js';

function whoOf(endpoint: EndpointDefinition): string {
  if (endpoint.access === 'public') return 'public';
  if (endpoint.access === 'authenticated') return 'any signed-in user';
  return [...endpoint.access].sort((a, b) => a - b).join(', ');
}

/**
 * The access table, one row per call of ENDPOINTS: who the server lets call it, read straight from
 * the row the access guard enforces (scripts/write-access-table.ts prints it).
 */
export function accessTableMarkdown(endpoints: Record<string, EndpointDefinition>): string {
  const rows = Object.entries(endpoints).map(
    ([key, endpoint]) =>
      `| \`${key}\` | ${endpoint.method} \`${endpoint.path}\` | ${effectOf(endpoint)} | ${whoOf(endpoint)} |`,
  );
  return ['| call | method and path | effect | roles |', '|---|---|---|---|', ...rows].join('\n');
}
