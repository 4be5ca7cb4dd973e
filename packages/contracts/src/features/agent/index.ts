/** What the package root and other features use of agent: its schemas and types. */
export * from './agent.js';
