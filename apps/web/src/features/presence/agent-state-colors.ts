import { AGENT_STATE } from '@leadline/contracts';

/** SPEC.md 4: the four states have their own dot; any other state shows an orange one. */
const STATE_COLOR: Record<number, string> = {
  [AGENT_STATE.AVAILABLE]: '#2e7d32',
  [AGENT_STATE.BREAK]: '#0288d1',
  [AGENT_STATE.BUSY]: '#d32f2f',
  [AGENT_STATE.UNAVAILABLE]: '#9e9e9e',
};
export const OTHER_STATE_COLOR = '#ed6c02';

export function stateColor(code: number): string {
  return STATE_COLOR[code] ?? OTHER_STATE_COLOR;
}

/** The locale key of a state's name (PRESENCE.STATES.<code>); unknown codes are "Other". */
export function stateLabelKey(code: number): string {
  return [1, 2, 3, 4, 5, 6, 8].includes(code) ? `PRESENCE.STATES.${code}` : 'PRESENCE.UNKNOWN_STATE_NAME';
}
