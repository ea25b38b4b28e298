#!/usr/bin/env bash
# `npm test`: every check of the project, one step after another, stopping at the first that fails.
# Each step's time is printed when it ends and all of them again at the end, so the log shows which
# step is slow (and which one failed) without adding up timestamps.
set -uo pipefail
cd "$(dirname "$0")/.."

steps=(
  "static checks|bash scripts/static-checks.sh"
  "unit and API tests on PGlite|npm run --silent test:unit"
  "API tests on PostgreSQL|npm run --silent test:postgres"
  "database outage|npm run --silent test:db-outage"
  "fleet|npm run --silent test:fleet"
  "mail crash|npm run --silent test:mail-crash"
  "production install (builds dist/)|npm run --silent test:production-install"
  "browser suite|npx playwright test"
)

summary=()
status=0
total_start=$(date +%s)
for step in "${steps[@]}"; do
  name=${step%%|*}
  command=${step#*|}
  echo
  echo "=== ${name}: ${command}"
  start=$(date +%s)
  bash -c "$command"
  code=$?
  took=$(( $(date +%s) - start ))
  if [ "$code" -eq 0 ]; then
    summary+=("$(printf '%6d s  passed  %s' "$took" "$name")")
    echo "=== ${name}: passed in ${took} s"
  else
    summary+=("$(printf '%6d s  FAILED  %s (exit %d)' "$took" "$name" "$code")")
    echo "=== ${name}: FAILED (exit ${code}) after ${took} s"
    status=$code
    break
  fi
done

echo
echo "=== Steps"
printf '%s\n' "${summary[@]}"
echo "$(printf '%6d s' "$(( $(date +%s) - total_start ))")  in all"
exit "$status"
