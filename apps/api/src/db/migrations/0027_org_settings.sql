-- Org settings (issue 10 item 7, docs/settings.md): the delivery cut-off. After `cutoff_time` (the
-- org's wall clock), or on a day not in `working_days` (ISO 1 Monday to 7 Sunday), an order approved
-- without a chosen time gets its delivery order at 00:00 of the next working day. No row, or
-- `enabled` false: at once, as before.
CREATE TABLE org_delivery_cutoffs (
  org_id integer PRIMARY KEY REFERENCES orgs (id),
  enabled boolean NOT NULL DEFAULT false,
  cutoff_time text NOT NULL DEFAULT '16:00' CHECK (cutoff_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  working_days smallint[] NOT NULL DEFAULT '{1,2,3,4,5,6}'
    CHECK (cardinality(working_days) BETWEEN 1 AND 7 AND working_days <@ '{1,2,3,4,5,6,7}'::smallint[]),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id)
);
SELECT leadline_enable_org_isolation('org_delivery_cutoffs');
