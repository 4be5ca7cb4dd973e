/** Presence's public entry: the shell's agent status control, the session's presence push, one's own state. */
export { AgentStatusControl } from './agent-status-control';
export { SessionPush } from './session-push';
export { useMyAgentState } from './use-agent-state';
