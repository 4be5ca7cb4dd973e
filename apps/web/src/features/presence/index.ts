/** Presence's public entry: the shell's agent status control and the session's presence push. */
export { AgentStatusControl } from './agent-status-control';
export { SessionPush } from './session-push';
