-- Issue 14: the login rate limit's table also limits password-reset requests (docs/security.md).
-- kind 'login': a password check (succeeded = the password was right; the successful rows also
-- tell the addresses a user logged in from before). kind 'password_reset': a forgot-password
-- request, recorded with succeeded = false, as each one counts against the limit.
ALTER TABLE login_attempts
  ADD COLUMN kind text NOT NULL DEFAULT 'login' CHECK (kind IN ('login', 'password_reset'));
-- The per user AND address count and the known-address check.
CREATE INDEX login_attempts_user_ip_idx ON login_attempts (lower(user_name), ip, created_at DESC);
