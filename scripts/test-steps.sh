#!/usr/bin/env bash
# `npm test`: every check of the project, stopping at the first step that fails. A step is one
# command, or several (joined by ' && ' in the list below, each with its name) that run side by
# side: the process checks each keep about one core busy and wait on their servers the rest of the
# time, so on two cores a group of them takes about as long as the longest one. A group's output is
# printed command by command when the group ends. Each step's time and how busy the machine was
# (share of all cores, from /proc/stat) are printed when it ends and all of them again at the end,
# so the log shows which step is slow, whether it used the machine, and which one failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# Every Node process of the run (the type checker, the linters, the test workers, each server a test
# starts) keeps the bytecode it compiles here and reuses what another one compiled: a server process
# starts with about 1 s of CPU less (measured: 4.1 s against 2.9 s on PostgreSQL), and the run
# starts several dozen of them. Node checks each entry against the source's hash, so a changed file
# is compiled afresh.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile}"

steps=(
  "static checks|bash scripts/static-checks.sh"
  "unit and API tests on PGlite|npm run --silent test:unit"
  "API tests on PostgreSQL|npm run --silent test:postgres"
  "process checks|database outage=npm run --silent test:db-outage && fleet=npm run --silent test:fleet && mail crash=npm run --silent test:mail-crash && production install (builds dist/)=npm run --silent test:production-install"
  "browser suite|npx playwright test"
)

# Busy and total jiffies of all cores since boot.
cpu_ticks() {
  awk '/^cpu / { idle = $5 + $6; total = 0; for (i = 2; i <= NF; i++) total += $i; print total - idle, total }' /proc/stat
}

# Runs `name=command` pairs side by side, prints each one's output in order, fails if any failed.
run_group() {
  local dir status=0 i rest=$1
  local parts=() pids=() names=()
  while [[ "$rest" == *" && "* ]]; do
    parts+=("${rest%% && *}")
    rest=${rest#* && }
  done
  parts+=("$rest")
  dir=$(mktemp -d)
  for i in "${!parts[@]}"; do
    names+=("${parts[$i]%%=*}")
    bash -c "${parts[$i]#*=}" >"$dir/$i.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local code=0
    wait "${pids[$i]}" || code=$?
    echo "--- ${names[$i]}: $([ "$code" -eq 0 ] && echo passed || echo "FAILED (exit $code)")"
    cat "$dir/$i.log"
    [ "$code" -eq 0 ] || status=$code
  done
  rm -rf "$dir"
  return "$status"
}

summary=()
status=0
total_start=$(date +%s)
for step in "${steps[@]}"; do
  name=${step%%|*}
  command=${step#*|}
  echo
  echo "=== ${name}: ${command}"
  start=$(date +%s)
  read -r busy_before total_before < <(cpu_ticks)
  if [[ "$command" == *=* && "$command" == *" && "* ]]; then
    run_group "$command"
  else
    bash -c "$command"
  fi
  code=$?
  read -r busy_after total_after < <(cpu_ticks)
  took=$(( $(date +%s) - start ))
  busy=$(( total_after > total_before ? 100 * (busy_after - busy_before) / (total_after - total_before) : 0 ))
  if [ "$code" -eq 0 ]; then
    summary+=("$(printf '%6d s  %3d %% busy  passed  %s' "$took" "$busy" "$name")")
    echo "=== ${name}: passed in ${took} s (cores ${busy} % busy)"
  else
    summary+=("$(printf '%6d s  %3d %% busy  FAILED  %s (exit %d)' "$took" "$busy" "$name" "$code")")
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
