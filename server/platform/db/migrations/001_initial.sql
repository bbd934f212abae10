-- Rådslag's first schema. Table and column names follow Polis (compdemocracy/polis, server/postgres)
-- so later work extends these tables rather than renaming them. Every created/modified is epoch
-- milliseconds (BIGINT), as in Polis. The same SQL runs on PGlite and PostgreSQL ≥ 15.

-- Polis's helper for ms timestamps; clock_timestamp() so rows in one transaction still differ.
CREATE OR REPLACE FUNCTION now_as_millis() RETURNS BIGINT LANGUAGE sql VOLATILE AS $$
  SELECT (floor(extract(epoch FROM clock_timestamp()) * 1000))::BIGINT
$$;

-- Admin users (and, later, the anonymous users behind participants). E-mail is stored lower-cased.
CREATE TABLE users (
  uid SERIAL PRIMARY KEY,
  hname VARCHAR(746),
  email VARCHAR(256) UNIQUE CHECK (email = lower(email)),
  tut SMALLINT NOT NULL DEFAULT 0, -- Polis: > 0 once the tutorial was finished (finishedTutorial)
  created BIGINT NOT NULL DEFAULT now_as_millis()
);

-- Identity provider subject → user, filled on first sight of a token.
CREATE TABLE oidc_user_mappings (
  oidc_sub TEXT PRIMARY KEY,
  uid INTEGER NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  created BIGINT NOT NULL DEFAULT now_as_millis()
);
CREATE INDEX oidc_user_mappings_uid_idx ON oidc_user_mappings (uid);

-- zid is internal and never leaves the server; the public id lives in zinvites, as in Polis.
CREATE TABLE conversations (
  zid SERIAL PRIMARY KEY,
  owner INTEGER NOT NULL REFERENCES users (uid),
  topic VARCHAR(1000) NOT NULL DEFAULT '',
  description VARCHAR(50000) NOT NULL DEFAULT '',
  parent_url VARCHAR(10000),
  is_active BOOLEAN NOT NULL DEFAULT TRUE,
  is_draft BOOLEAN NOT NULL DEFAULT FALSE,
  is_anon BOOLEAN NOT NULL DEFAULT TRUE,
  importance_enabled BOOLEAN NOT NULL DEFAULT FALSE,
  vis_type INTEGER NOT NULL DEFAULT 0,
  write_type INTEGER NOT NULL DEFAULT 1,
  help_type INTEGER NOT NULL DEFAULT 1,
  strict_moderation BOOLEAN NOT NULL DEFAULT FALSE,
  help_bgcolor VARCHAR(20), -- null reads back as 'default'
  help_color VARCHAR(20),
  bgcolor VARCHAR(20),
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  modified BIGINT NOT NULL DEFAULT now_as_millis()
);
CREATE INDEX conversations_owner_created_idx ON conversations (owner, created DESC);
CREATE INDEX conversations_created_idx ON conversations (created DESC);

-- The public conversation_id (Polis calls it the zinvite): exactly one per conversation.
CREATE TABLE zinvites (
  zid INTEGER NOT NULL UNIQUE REFERENCES conversations (zid) ON DELETE CASCADE,
  zinvite VARCHAR(300) NOT NULL UNIQUE CHECK (zinvite ~ '^[a-z0-9]{10}$'),
  created BIGINT NOT NULL DEFAULT now_as_millis()
);

-- pid numbers a conversation's participants 0, 1, 2…; assigned by a trigger when not given.
CREATE TABLE participants (
  pid INTEGER NOT NULL,
  uid INTEGER NOT NULL REFERENCES users (uid),
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  UNIQUE (zid, pid),
  UNIQUE (zid, uid)
);
CREATE INDEX participants_uid_idx ON participants (uid);

-- Per-conversation counters: a transaction-scoped advisory lock on (kind, zid) serialises concurrent
-- inserts into one conversation, and the MAX is read after the lock, so numbers never collide.
CREATE OR REPLACE FUNCTION participants_assign_pid() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pid IS NULL THEN
    PERFORM pg_advisory_xact_lock(1, NEW.zid);
    NEW.pid := COALESCE((SELECT MAX(pid) + 1 FROM participants WHERE zid = NEW.zid), 0);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER participants_assign_pid BEFORE INSERT ON participants
  FOR EACH ROW EXECUTE FUNCTION participants_assign_pid();

-- Statements. tid numbers them within a conversation; mod: -1 rejected, 0 pending, 1 accepted;
-- active false = flagged by an automatic moderator.
CREATE TABLE comments (
  tid INTEGER NOT NULL,
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  pid INTEGER NOT NULL,
  uid INTEGER NOT NULL REFERENCES users (uid),
  txt VARCHAR(1000) NOT NULL,
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  modified BIGINT NOT NULL DEFAULT now_as_millis(),
  mod INTEGER NOT NULL DEFAULT 0 CHECK (mod IN (-1, 0, 1)),
  active BOOLEAN NOT NULL DEFAULT TRUE,
  is_meta BOOLEAN NOT NULL DEFAULT FALSE,
  is_seed BOOLEAN NOT NULL DEFAULT FALSE,
  velocity REAL NOT NULL DEFAULT 1,
  lang VARCHAR(10),
  lang_confidence REAL,
  quote_src_url VARCHAR(1000),
  anon BOOLEAN NOT NULL DEFAULT FALSE,
  UNIQUE (zid, tid),
  UNIQUE (zid, txt),
  FOREIGN KEY (zid, pid) REFERENCES participants (zid, pid)
);
-- Moderation lists: WHERE zid = ? AND mod = ? ORDER BY tid.
CREATE INDEX comments_zid_mod_tid_idx ON comments (zid, mod, tid);
-- Stats: commentTimes / firstCommentTimes.
CREATE INDEX comments_zid_created_idx ON comments (zid, created);

CREATE OR REPLACE FUNCTION comments_assign_tid() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tid IS NULL THEN
    PERFORM pg_advisory_xact_lock(2, NEW.zid);
    NEW.tid := COALESCE((SELECT MAX(tid) + 1 FROM comments WHERE zid = NEW.zid), 0);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER comments_assign_tid BEFORE INSERT ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_assign_tid();

-- Every vote ever cast (Polis keeps the history: stats count every vote). agree -1, disagree 1,
-- pass 0.
CREATE TABLE votes (
  zid INTEGER NOT NULL,
  pid INTEGER NOT NULL,
  tid INTEGER NOT NULL,
  vote SMALLINT NOT NULL CHECK (vote IN (-1, 0, 1)),
  weight_x_32767 SMALLINT NOT NULL DEFAULT 0,
  high_priority BOOLEAN NOT NULL DEFAULT FALSE,
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  FOREIGN KEY (zid, pid) REFERENCES participants (zid, pid) ON DELETE CASCADE,
  FOREIGN KEY (zid, tid) REFERENCES comments (zid, tid) ON DELETE CASCADE
);
-- Stats: voteTimes / firstVoteTimes, and `until` cut-offs.
CREATE INDEX votes_zid_created_idx ON votes (zid, created);

-- Each participant's current vote per comment, kept by a trigger on votes (Polis's table of the
-- same name is maintained by its server code; a trigger means no insert path can forget it).
CREATE TABLE votes_latest_unique (
  zid INTEGER NOT NULL,
  pid INTEGER NOT NULL,
  tid INTEGER NOT NULL,
  vote SMALLINT NOT NULL,
  weight_x_32767 SMALLINT NOT NULL DEFAULT 0,
  modified BIGINT NOT NULL,
  PRIMARY KEY (zid, pid, tid)
);
CREATE INDEX votes_latest_unique_zid_tid_idx ON votes_latest_unique (zid, tid);

CREATE OR REPLACE FUNCTION votes_keep_latest() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO votes_latest_unique (zid, pid, tid, vote, weight_x_32767, modified)
    VALUES (NEW.zid, NEW.pid, NEW.tid, NEW.vote, NEW.weight_x_32767, NEW.created)
    ON CONFLICT (zid, pid, tid) DO UPDATE
      SET vote = EXCLUDED.vote, weight_x_32767 = EXCLUDED.weight_x_32767,
          modified = EXCLUDED.modified;
  RETURN NULL;
END
$$;
CREATE TRIGGER votes_keep_latest AFTER INSERT ON votes
  FOR EACH ROW EXECUTE FUNCTION votes_keep_latest();

-- Reports: report_id is 'r' + 20 random characters, public.
CREATE TABLE reports (
  rid BIGSERIAL PRIMARY KEY,
  report_id VARCHAR(300) NOT NULL UNIQUE,
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  modified BIGINT NOT NULL DEFAULT now_as_millis(),
  report_name VARCHAR(999),
  mod_level INTEGER NOT NULL DEFAULT -2
);
CREATE INDEX reports_zid_created_idx ON reports (zid, created);

-- A conversation's UUID (GET /conversationUuid), created on first ask.
CREATE TABLE conversation_uuids (
  zid INTEGER PRIMARY KEY REFERENCES conversations (zid) ON DELETE CASCADE,
  uuid UUID NOT NULL UNIQUE,
  created BIGINT NOT NULL DEFAULT now_as_millis()
);
