#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster on 127.0.0.1:5432 and prints a URL for the test suite.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters --no-header | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >/dev/null 2>&1
fi
pg_ctlcluster "$version" main start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p 5432 >/dev/null
password=${PGPASSWORD_FOR_TESTS:-speakerpro-ci}
su postgres -c "psql -q -c \"alter user postgres password '$password'\"" >/dev/null
echo "postgres://postgres:$password@127.0.0.1:5432/postgres"
