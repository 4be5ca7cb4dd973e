/**
 * A short audio recording synthesised in code for the simulator's answered calls: 16-bit PCM
 * mono WAV at 8 kHz (telephone quality, what browsers' <audio> plays everywhere). It sounds like
 * a two-party call: bursts of voiced tones, alternating between a lower and a higher "speaker",
 * with pauses and a soft line hiss, so a played recording is audibly a conversation.
 */
export const WAV_CONTENT_TYPE = 'audio/wav';
const SAMPLE_RATE = 8000;

export function synthesiseCallRecording(durationSeconds: number, random: () => number): Uint8Array {
  const samples = Math.max(1, Math.round(durationSeconds * SAMPLE_RATE));
  const pcm = new Int16Array(samples);
  let position = 0;
  let speaker = 0;
  while (position < samples) {
    const burst = Math.round((0.6 + random() * 1.6) * SAMPLE_RATE);
    const pitch = (speaker === 0 ? 120 : 210) * (0.9 + random() * 0.2);
    const end = Math.min(samples, position + burst);
    for (let index = position; index < end; index++) {
      const t = (index - position) / SAMPLE_RATE;
      const envelope = Math.sin((Math.PI * (index - position)) / (end - position));
      // Syllables: the voice's loudness wobbles about four times a second.
      const syllables = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t + speaker);
      const voice =
        Math.sin(2 * Math.PI * pitch * t) +
        0.5 * Math.sin(2 * Math.PI * pitch * 2 * t) +
        0.25 * Math.sin(2 * Math.PI * pitch * 3 * t);
      pcm[index] = Math.round(voice * envelope * syllables * 6000);
    }
    position = end;
    const pause = Math.round((0.2 + random() * 0.5) * SAMPLE_RATE);
    position = Math.min(samples, position + pause);
    speaker = 1 - speaker;
  }
  for (let index = 0; index < samples; index++) {
    const hiss = Math.round((random() - 0.5) * 300);
    pcm[index] = Math.max(-32768, Math.min(32767, (pcm[index] ?? 0) + hiss));
  }
  return encodeWav(pcm, SAMPLE_RATE);
}

/** RIFF/WAVE with one fmt chunk (PCM, mono, 16 bit) and the data chunk. */
export function encodeWav(pcm: Int16Array, sampleRate: number): Uint8Array {
  const dataBytes = pcm.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let index = 0; index < pcm.length; index++) buffer.writeInt16LE(pcm[index] ?? 0, 44 + index * 2);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The duration of a PCM WAV written by encodeWav, in milliseconds. */
export function wavDurationMs(wav: Uint8Array): number {
  const view = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  const byteRate = view.readUInt32LE(28);
  const dataBytes = view.readUInt32LE(40);
  return Math.round((dataBytes / byteRate) * 1000);
}
