#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1:${PGPORT:-55432} for the server suite's
# postgres run and prints its TEST_DATABASE_URL. Uses the machine's PostgreSQL binaries
# (Debian's package; .ci/run installs it when missing).
set -euo pipefail
port=${PGPORT:-55432}
dir=${PGDATA_DIR:-/tmp/portal-test-pg}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bindir" ] || { echo "PostgreSQL binaries not found (apt-get install postgresql)" >&2; exit 1; }
id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if ! pg_isready_out=$("$bindir/pg_isready" -h 127.0.0.1 -p "$port" 2>&1); then
  rm -rf "$dir"; mkdir -p "$dir"; chown postgres "$dir" 2>/dev/null || true
  as_pg "'$bindir/initdb' -D '$dir' -U portal --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null"
  as_pg "'$bindir/pg_ctl' -D '$dir' -o '-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off' -l '$dir/log' -w start >/dev/null"
  as_pg "'$bindir/createdb' -h 127.0.0.1 -p $port -U portal portal_test"
fi
echo "postgres://portal@127.0.0.1:$port/portal_test"
