import type { ColumnType, Generated } from 'kysely';

/** 0027_org_settings.sql: an org's delivery cut-off (docs/settings.md). */
export interface OrgDeliveryCutoffsTable {
  orgId: number;
  enabled: Generated<boolean>;
  cutoffTime: Generated<string>;
  workingDays: ColumnType<number[], number[] | undefined, number[]>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: number | null;
}

export interface OrgSettingsTables {
  orgDeliveryCutoffs: OrgDeliveryCutoffsTable;
}
