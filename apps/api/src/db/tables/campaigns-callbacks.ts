import type { ColumnType, Generated } from 'kysely';

/** 0026_campaigns_callbacks.sql: when a callback's reminder was pushed and when it was closed. */
export interface CallbackReminderColumns {
  remindedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  doneAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** 0026_campaigns_callbacks.sql: a campaign's configuration and change time. */
export interface CampaignConfigurationColumns {
  callAttemptsLimit: Generated<number>;
  callbackDaysAhead: Generated<number>;
  updatedAt: Generated<Date>;
}

/** 0026_campaigns_callbacks.sql: the products a campaign offers. */
export interface CampaignProductsTable {
  campaignId: number;
  productId: number;
  orgId: number;
}

export interface CampaignCallbackTables {
  campaignProducts: CampaignProductsTable;
}
