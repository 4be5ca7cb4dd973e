-- Foundation: organisations, users and roles, per-user settings and shortcuts, synonyms
-- (reference lists), the audit log and login attempts. Row-level security confines every
-- business table to the org set by the scoped data layer (db/org-scope.ts).

CREATE TABLE orgs (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  country text,
  time_zone text NOT NULL,
  currency text NOT NULL,
  phone_region text,
  sap_flow boolean NOT NULL DEFAULT false,
  is_test boolean NOT NULL DEFAULT false
);

CREATE TABLE roles (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  user_name text NOT NULL,
  full_name text NOT NULL,
  user_type text NOT NULL DEFAULT 'AGENT',
  password_hash text NOT NULL,
  password_expires_at timestamptz NOT NULL,
  password_changed_at timestamptz,
  tokens_valid_after timestamptz NOT NULL DEFAULT to_timestamp(0),
  active boolean NOT NULL DEFAULT true,
  blocked_reason text,
  photo_url text,
  dialer_mode text CHECK (dialer_mode IN ('manual', 'auto')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE INDEX users_org_id_idx ON users (org_id);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES orgs (id),
  role_id integer NOT NULL REFERENCES roles (id),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE user_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES orgs (id),
  layout jsonb NOT NULL,
  hidden_menu jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_shortcuts (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES orgs (id),
  route_key text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (user_id, route_key)
);

CREATE TABLE synonyms (
  id integer PRIMARY KEY,
  type_id integer NOT NULL,
  type text NOT NULL,
  value integer NOT NULL,
  name text NOT NULL,
  name_vi text NOT NULL,
  dscr text,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (type_id, value)
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES orgs (id),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_org_created_idx ON audit_log (org_id, created_at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_user_idx ON login_attempts (lower(user_name), created_at DESC);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at DESC);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Org isolation. leadline_org sees its own org's rows; leadline_hq (org 0) sees every org.
-- The scoped data layer switches to one of these roles inside each request's transaction.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'leadline_org') THEN
    CREATE ROLE leadline_org NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'leadline_hq') THEN
    CREATE ROLE leadline_hq NOLOGIN;
  END IF;
END
$$;

SELECT leadline_enable_org_isolation(t)
FROM unnest(ARRAY['users', 'user_roles', 'user_settings', 'user_shortcuts', 'audit_log']) AS t;
