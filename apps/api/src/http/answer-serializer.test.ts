import { ENDPOINTS, envelopeSchema } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileAnswerSchema } from './answer-serializer.js';

describe('the compiled answer serialiser', () => {
  it('compiles the answer of every endpoint of the contracts', () => {
    const answered = Object.entries(ENDPOINTS).filter(
      ([, definition]) => 'data' in definition && definition.data,
    );
    expect(answered.length).toBeGreaterThan(150);
    for (const [name, definition] of answered)
      expect(() => compileAnswerSchema(envelopeSchema(definition.data as z.ZodType)), name).not.toThrow();
  });

  it('writes nullable fields, nested rows and records as JSON.stringify does, and drops undeclared fields', () => {
    const row = z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      tags: z.array(z.string()),
      payouts: z.record(z.string(), z.number()),
      note: z.string().optional(),
    });
    const write = compileAnswerSchema(envelopeSchema(z.array(row)));
    const rows = [
      {
        id: 1,
        name: 'Lan "Hà" Nội\n',
        agent: { id: 2, name: 'Minh' },
        tags: ['a'],
        payouts: { approved: 5 },
      },
      { id: 2, name: null, agent: null, tags: [], payouts: {}, note: 'x' },
    ];
    const answer = { code: 200, message: 'Succeed!', data: rows, total: 2 };
    expect(JSON.parse(write(answer))).toEqual(answer);
    const extra = { ...answer, data: [{ ...rows[0], secret: 'never sent' }] };
    expect(write(extra)).not.toContain('never sent');
  });
});
