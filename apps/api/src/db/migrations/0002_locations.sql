-- Locations: the address tree of SPEC.md 3 and 7.4 (DOMAIN.md 'Addresses'). Administrative units
-- of Vietnam (since 1 July 2025, and before it) and Thailand with their postal codes, the mapping of
-- legacy Vietnamese wards to the 2025 communes, neighbourhoods, and the delivery services each org
-- offers per province. The reference tables are shared by every org (no org_id, no row-level
-- security); delivery_services is org-owned. Ids and sources: docs/locations.md.

-- One row per administrative unit. `level` 1 province, 2 district, 3 ward / commune / sub-district;
-- Vietnam's 2025 communes (level 3) hang directly from their province. Ids are derived from the data
-- (locations.seed.ts), so every database gives a unit the same id.
CREATE TABLE address_units (
  id integer PRIMARY KEY,
  country text NOT NULL,
  scheme text NOT NULL CHECK (scheme IN ('VN2025', 'VN_LEGACY', 'TH')),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  parent_id integer REFERENCES address_units (id),
  -- The official code; null where the source has no sound one (some Thai units).
  code text,
  -- The name in the country's language, as officially written with the unit's type.
  name text NOT NULL,
  name_en text,
  CHECK ((level = 1) = (parent_id IS NULL)),
  UNIQUE (scheme, level, code)
);
CREATE INDEX address_units_parent_idx ON address_units (parent_id);
CREATE INDEX address_units_scheme_level_idx ON address_units (scheme, level);

-- The 2025 communes each legacy Vietnamese ward went to (the 2025 data's oldWardIds). `partial`: only
-- part of the legacy ward went to that commune, so the ward maps to several communes. Five island
-- districts without wards map as districts.
CREATE TABLE legacy_ward_mappings (
  legacy_unit_id integer NOT NULL REFERENCES address_units (id),
  unit_id integer NOT NULL REFERENCES address_units (id),
  partial boolean NOT NULL,
  PRIMARY KEY (legacy_unit_id, unit_id)
);
CREATE INDEX legacy_ward_mappings_unit_idx ON legacy_ward_mappings (unit_id);

-- Postal codes per unit (Thailand: per sub-district; the Vietnamese data has none).
CREATE TABLE postal_codes (
  code text NOT NULL,
  unit_id integer NOT NULL REFERENCES address_units (id),
  country text NOT NULL,
  PRIMARY KEY (code, unit_id)
);
CREATE INDEX postal_codes_unit_idx ON postal_codes (unit_id);

-- Neighbourhoods of a ward (SPEC.md 7.4). No official list exists for Vietnam or Thailand: empty.
CREATE TABLE neighborhoods (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES address_units (id),
  name text NOT NULL,
  name_en text
);
CREATE INDEX neighborhoods_unit_idx ON neighborhoods (unit_id);

-- The delivery services an org offers in a province (its region, SPEC.md 7.4 'by regionId').
CREATE TABLE delivery_services (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  region_id integer NOT NULL REFERENCES address_units (id),
  partner text NOT NULL CHECK (partner IN ('GENERAL', 'DHL', 'KERRY', 'SAP')),
  name text NOT NULL,
  same_day boolean NOT NULL DEFAULT false,
  next_day boolean NOT NULL DEFAULT false,
  cod boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, region_id, name)
);
CREATE INDEX delivery_services_region_idx ON delivery_services (region_id);

SELECT leadline_enable_org_isolation('delivery_services');
