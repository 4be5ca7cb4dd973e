import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoints.js';
import { ACCESS_TABLE_END, ACCESS_TABLE_START, accessTableMarkdown } from './access-table.js';

const document = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');

describe("docs/permissions.md's access table (else run scripts/write-access-table.ts)", () => {
  it('is the access rows the server enforces, row for row', () => {
    const start = document.indexOf(ACCESS_TABLE_START);
    const end = document.indexOf(ACCESS_TABLE_END);
    expect(start, 'the access-table markers').toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    expect(document.slice(start + ACCESS_TABLE_START.length, end).trim()).toBe(
      accessTableMarkdown(ENDPOINTS),
    );
  });

  it('lists the auditor (28) on no write row', () => {
    const writeRows = accessTableMarkdown(ENDPOINTS)
      .split('\n')
      .filter((row) => row.includes('| write |'));
    expect(writeRows.length).toBeGreaterThan(50);
    expect(
      writeRows.filter((row) => /\| [^|]*\b28\b[^|]* \|$/.test(row) || row.endsWith('signed-in user |')),
    ).toEqual([]);
  });
});
