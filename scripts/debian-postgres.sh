#!/usr/bin/env bash
# Starts Debian's PostgreSQL (an older major version than the embedded one) in a throwaway
# cluster on loopback, for running the server suite through TEST_DATABASE_URL. Prints the URL.
set -euo pipefail
port=${1:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
dir=$(mktemp -d /tmp/debian-pg-XXXXXX)
chmod 755 "$dir"
chown postgres:postgres "$dir"
runas() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
runas "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust >/dev/null"
runas "'$bin/pg_ctl' -D '$dir/data' -o '-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200' -l '$dir/log' -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:$port/postgres"
