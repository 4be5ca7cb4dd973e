export { stateColor, stateLabelKey } from './agent-state-colors';
export { AgentStatusControl } from './agent-status-control';
export { SessionPush } from './session-push';
export { StateDot } from './state-dot';
