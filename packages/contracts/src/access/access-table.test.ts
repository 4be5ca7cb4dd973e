import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoints.js';
import { accessTableMarkdown } from './access-table.js';

describe('the access table (scripts/write-access-table.ts)', () => {
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
