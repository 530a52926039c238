-- Where the platform places a caller (by the X-Client-IP it calls for): a brand may offer a
-- game vertical in some countries only. A caller not listed is in the Philippines.
CREATE TABLE caller_countries (
  ip       TEXT PRIMARY KEY,
  country  TEXT NOT NULL             -- ISO 3166-1 alpha-2, e.g. PH, SG
);
