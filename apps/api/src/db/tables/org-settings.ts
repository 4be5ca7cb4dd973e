import type { ColumnType } from 'kysely';

/** 0027_org_settings.sql: an org's delivery cut-off (docs/settings.md). */
export interface OrgDeliveryCutoffsTable {
  orgId: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  cutoffTime: ColumnType<string, string | undefined, string>;
  workingDays: ColumnType<number[], number[] | undefined, number[]>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: number | null;
}

export interface OrgSettingsTables {
  orgDeliveryCutoffs: OrgDeliveryCutoffsTable;
}
