#!/bin/sh
# Starts a throw-away PostgreSQL cluster for the server tests and prints its DATABASE_URL on stdout
# (everything else goes to stderr), so CI can run:
#   export DATABASE_URL="$(scripts/pg-scratch.sh)"
# Runs as root (or as the postgres user) on a machine with Debian's postgresql package; installs it
# when /usr/lib/postgresql is missing. Idempotent: a cluster already running on the port is reused.
# `scripts/pg-scratch.sh stop [fast|immediate]` stops the cluster of PG_SCRATCH_DIR: fast cuts the
# sessions as a restart does, immediate is a crash (recovery from the WAL on the next start). The
# outage test uses a cluster of its own for this (PG_SCRATCH_PORT/PG_SCRATCH_DIR).
# `scripts/pg-scratch.sh crash` is `kill -9` of the cluster's postmaster, as an operator or the OOM
# killer would: its sessions notice and end, and any still there after 5 s are killed too (by pid,
# the postmaster's own children only), so the next start can recover.
set -eu

PORT="${PG_SCRATCH_PORT:-5433}"
PGDATA_DIR="${PG_SCRATCH_DIR:-/tmp/raadslag-pgdata}"
SOCKET_DIR="${PG_SCRATCH_SOCKET_DIR:-/tmp}"
ROLE=raadslag
PASSWORD=raadslag
DB=raadslag_test

log() { echo "pg-scratch: $*" >&2; }

if [ ! -d /usr/lib/postgresql ]; then
  log "postgresql is not installed; installing it"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi

# The newest installed major version.
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
[ -x "$BIN/initdb" ] || { log "no initdb under $BIN"; exit 1; }

# Run a command as the postgres user (initdb and the server refuse to run as root).
as_postgres() {
  if [ "$(id -un)" = postgres ]; then
    sh -c "$1"
  else
    su postgres -s /bin/sh -c "$1"
  fi
}

if [ "${1:-}" = stop ]; then
  if as_postgres "'$BIN/pg_ctl' -D '$PGDATA_DIR' status" >/dev/null 2>&1; then
    log "stopping $PGDATA_DIR"
    as_postgres "'$BIN/pg_ctl' -D '$PGDATA_DIR' -m '${2:-fast}' -w stop" >&2
  fi
  exit 0
fi

if [ "${1:-}" = crash ]; then
  if [ -f "$PGDATA_DIR/postmaster.pid" ]; then
    POSTMASTER="$(head -n 1 "$PGDATA_DIR/postmaster.pid")"
    CHILDREN="$(pgrep -P "$POSTMASTER" || true)"
    log "kill -9 of postmaster $POSTMASTER"
    kill -9 "$POSTMASTER" 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      ALIVE=""
      for child in $CHILDREN; do kill -0 "$child" 2>/dev/null && ALIVE="$ALIVE $child"; done
      [ -z "$ALIVE" ] && break
      sleep 0.5
    done
    for child in $ALIVE; do kill -9 "$child" 2>/dev/null || true; done
  fi
  exit 0
fi

if [ ! -f "$PGDATA_DIR/PG_VERSION" ]; then
  log "initialising $PGDATA_DIR"
  mkdir -p "$PGDATA_DIR"
  chown postgres:postgres "$PGDATA_DIR" 2>/dev/null || true
  chmod 700 "$PGDATA_DIR"
  # Peer auth over the socket for the postgres superuser, passwords over TCP for the app role.
  as_postgres "'$BIN/initdb' -D '$PGDATA_DIR' -U postgres --auth-local=peer --auth-host=scram-sha-256 -E UTF8 --locale=C" >&2
fi

if as_postgres "'$BIN/pg_ctl' -D '$PGDATA_DIR' status" >/dev/null 2>&1; then
  log "cluster already running"
else
  log "starting on 127.0.0.1:$PORT"
  as_postgres "'$BIN/pg_ctl' -D '$PGDATA_DIR' -o \"-p $PORT -k $SOCKET_DIR -h 127.0.0.1\" -l '$PGDATA_DIR/server.log' -w start" >&2
fi

psql_su() {
  as_postgres "'$BIN/psql' -h '$SOCKET_DIR' -p $PORT -U postgres -d postgres -v ON_ERROR_STOP=1 -qtAc \"$1\""
}

if [ "$(psql_su "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != 1 ]; then
  psql_su "CREATE ROLE $ROLE LOGIN PASSWORD '$PASSWORD'" >&2
fi
# The restore test makes a database of its own to dump and one to restore into (docs/deploy.md#backups).
if [ "$(psql_su "SELECT rolcreatedb FROM pg_roles WHERE rolname = '$ROLE'")" != t ]; then
  psql_su "ALTER ROLE $ROLE CREATEDB" >&2
fi
if [ "$(psql_su "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != 1 ]; then
  # The role owns the database so it may create the per-test-run schemas.
  psql_su "CREATE DATABASE $DB OWNER $ROLE" >&2
fi

echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB"
