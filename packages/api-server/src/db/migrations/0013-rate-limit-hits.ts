// Migration 0013: the per-address call counters of the contracts' rate limits, shared by every API
// process on one PostgreSQL (docs/adr/0195-api-process-per-core.md). In one process's memory, N
// processes would allow N times each limit.
export const version = '0013-rate-limit-hits';

export const sql = /* sql */ `
CREATE TABLE rate_limit_hits (
  -- The call and the client's address (or the limit's own key), as @fastify/rate-limit names it.
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_ends_at ON rate_limit_hits (window_ends_at);
`;
