-- Content pages (issue 13): blog and news articles, per-merchant pages (about us,
-- licences, responsible gaming, download guide), mirror sites and feedback records.

CREATE TABLE articles (
  merchant     TEXT NOT NULL REFERENCES merchants(code),
  kind         TEXT NOT NULL CHECK (kind IN ('BLOG', 'NEWS')),
  slug         TEXT NOT NULL,
  language     TEXT NOT NULL,
  title        TEXT NOT NULL,
  summary      TEXT NOT NULL,
  content      TEXT NOT NULL,              -- platform HTML
  published_at TEXT NOT NULL,
  PRIMARY KEY (merchant, kind, slug, language)
);
CREATE INDEX articles_by_date ON articles (merchant, kind, language, published_at DESC);

CREATE TABLE content_pages (
  merchant TEXT NOT NULL REFERENCES merchants(code),
  page     TEXT NOT NULL,                  -- ABOUT, LICENCES, RESPONSIBLE, DOWNLOAD
  language TEXT NOT NULL,
  title    TEXT NOT NULL,
  content  TEXT NOT NULL,                  -- platform HTML
  PRIMARY KEY (merchant, page, language)
);

CREATE TABLE mirror_sites (
  merchant TEXT NOT NULL REFERENCES merchants(code),
  url      TEXT NOT NULL,
  region   TEXT NOT NULL,
  sort     INTEGER NOT NULL,
  PRIMARY KEY (merchant, url)
);

CREATE TABLE feedback (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant      TEXT NOT NULL REFERENCES merchants(code),
  account_id    INTEGER NOT NULL,
  question_type TEXT NOT NULL,
  content       TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX feedback_by_account ON feedback (merchant, account_id, created_at DESC);
