import type { ColumnType, Generated } from 'kysely';

/** 0018_agent_groups.sql: an org's teams of agents. */
export interface AgentGroupsTable {
  id: Generated<number>;
  orgId: number;
  name: string;
  description: string | null;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** 0018_agent_groups.sql: the campaigns a group works. */
export interface AgentGroupCampaignsTable {
  groupId: number;
  campaignId: number;
  orgId: number;
}

/** 0018_agent_groups.sql: the group a user is in (at most one). */
export interface UserAgentGroupColumns {
  agentGroupId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AgentGroupTables {
  agentGroups: AgentGroupsTable;
  agentGroupCampaigns: AgentGroupCampaignsTable;
}
