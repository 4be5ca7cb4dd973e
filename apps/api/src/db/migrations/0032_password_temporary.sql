-- A password an administrator set (a new user, a reset) is temporary: the user must choose their own
-- at the first sign-in, and is told so, not that their password "has expired".
ALTER TABLE users ADD COLUMN password_temporary boolean NOT NULL DEFAULT false;
