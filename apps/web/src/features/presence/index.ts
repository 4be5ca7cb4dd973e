/** Presence's public entry: the shell's agent status control, the session's presence push, one's own state, state names and colours. */

export { stateColor, stateLabelKey } from './agent-state-colors';
export { AgentStatusControl } from './agent-status-control';
export { SessionPush } from './session-push';
export { useMyAgentState } from './use-agent-state';
