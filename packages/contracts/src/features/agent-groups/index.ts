/** What the package root and other features use of agent-groups: its schemas and types. */
export * from './agent-groups.js';
export * from './roles.js';
