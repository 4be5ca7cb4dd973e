-- Recurring work of no org (docs/jobs.md): polling the partners that push nothing, and the like.
-- One row per kind; a process runs the work only when it moves next_run_at forward itself, so
-- several API processes on one database run each round once.
CREATE TABLE recurring_jobs (
  kind text PRIMARY KEY CHECK (length(kind) BETWEEN 1 AND 100),
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz,
  last_run_by text,
  last_error text
);
