-- The agent centre. An agent's menu flags (enableCt, salary, hourSalary,
-- agentRealtimeSalary) follow its type; a row here overrides them for one agent (back office).
-- The merchant's agent-centre offset from UTC sets the agent clock and the agent day boundaries.

CREATE TABLE agent_settings (
  account_id       INTEGER PRIMARY KEY REFERENCES accounts(id),
  enable_ct        INTEGER NOT NULL CHECK (enable_ct IN (0, 1)),
  salary           INTEGER NOT NULL CHECK (salary IN (0, 1)),
  hour_salary      INTEGER NOT NULL CHECK (hour_salary IN (0, 1)),
  realtime_salary  INTEGER NOT NULL CHECK (realtime_salary IN (0, 1))
);

ALTER TABLE merchants ADD COLUMN utc_offset_minutes INTEGER NOT NULL DEFAULT 480;
