import { describe, expect, it } from 'vitest';
import { sseDataReader } from './sse.js';

describe('server-sent events reader', () => {
  it('gives each event once whole, however the stream is cut, and skips comments', () => {
    const seen: string[] = [];
    const read = sseDataReader((data) => seen.push(data));
    read(': heartbeat\n\nevent: push\ndata: {"a"');
    expect(seen).toEqual([]);
    read(':1}\n\ndata: line one\ndata: line two\n\n');
    read('data: {"b":2}\n');
    expect(seen).toEqual(['{"a":1}', 'line one\nline two']);
    read('\n');
    expect(seen).toEqual(['{"a":1}', 'line one\nline two', '{"b":2}']);
  });
});
