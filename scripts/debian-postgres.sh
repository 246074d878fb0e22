#!/usr/bin/env bash
# Starts Debian's PostgreSQL (an older major version than the embedded one) in a throwaway
# cluster on loopback, for running the server suite through TEST_DATABASE_URL. Prints the URL;
# `scripts/debian-postgres.sh stop` stops and removes the cluster it started.
set -euo pipefail
state=/tmp/debian-pg-cluster
runas() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ "${1:-}" = stop ]; then
  [ -f "$state" ] || exit 0
  dir=$(cat "$state")
  runas "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null" || true
  rm -rf "$dir" "$state"
  exit 0
fi
port=${1:-55432}
dir=$(mktemp -d /tmp/debian-pg-XXXXXX)
chmod 755 "$dir"
chown postgres:postgres "$dir"
echo "$dir" > "$state"
runas "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust >/dev/null"
runas "'$bin/pg_ctl' -D '$dir/data' -o '-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200' -l '$dir/log' -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:$port/postgres"
