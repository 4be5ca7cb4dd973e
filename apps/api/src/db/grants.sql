-- Applied after every migration run (idempotent): the scoped roles may use every table but the
-- secrets, and the connecting user may switch to them.
GRANT USAGE ON SCHEMA public TO leadline_org, leadline_hq;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO leadline_org, leadline_hq;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO leadline_org, leadline_hq;
REVOKE ALL ON app_secrets, login_attempts, schema_migrations FROM leadline_org, leadline_hq;
GRANT leadline_org, leadline_hq TO CURRENT_USER;
