import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migration 0005_presence.sql, as Kysely sees them (camelCase). */
export interface AgentStatesTable {
  userId: number;
  orgId: number;
  activityId: ColumnType<number, number | undefined, number>;
  value: string;
  valueCode: number;
  message: string | null;
  changedAt: Timestamp;
  changedBy: number | null;
}

export interface AgentActivityLogTable {
  id: Generated<number>;
  orgId: number;
  userId: number;
  activityId: ColumnType<number, number | undefined, number>;
  objectType: ColumnType<string, string | undefined, string>;
  onField: ColumnType<string, string | undefined, string>;
  value: string;
  valueCode: number;
  lastValue: string | null;
  lastValueCode: number | null;
  message: string | null;
  source: string;
  changedBy: number | null;
  createdAt: Timestamp;
}

export interface PresenceTables {
  agentStates: AgentStatesTable;
  agentActivityLog: AgentActivityLogTable;
}
