/**
 * Reads a server-sent-events stream (the push channel, docs/presence.md) as it arrives in text
 * chunks: each event's `data:` lines joined; comments (the heartbeat) and empty events skipped.
 * The same reader serves the browser tab and the Node clients of the tests and the benchmark.
 */
export function sseDataReader(onData: (data: string) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) onData(data);
    }
  };
}
