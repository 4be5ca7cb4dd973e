import type { Generated } from 'kysely';
import type { DefaultedTimestamp } from './column-types.js';

/** Tables of migration 0005_presence.sql, as Kysely sees them (camelCase). */
export interface AgentStatesTable {
  userId: number;
  orgId: number;
  activityId: Generated<number>;
  value: string;
  valueCode: number;
  message: string | null;
  changedAt: DefaultedTimestamp;
  changedBy: number | null;
}

export interface AgentActivityLogTable {
  id: Generated<number>;
  orgId: number;
  userId: number;
  activityId: Generated<number>;
  objectType: Generated<string>;
  onField: Generated<string>;
  value: string;
  valueCode: number;
  lastValue: string | null;
  lastValueCode: number | null;
  message: string | null;
  source: string;
  changedBy: number | null;
  createdAt: DefaultedTimestamp;
}

export interface PresenceTables {
  agentStates: AgentStatesTable;
  agentActivityLog: AgentActivityLogTable;
}
