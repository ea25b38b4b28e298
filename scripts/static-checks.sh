#!/usr/bin/env bash
# The static checks of `npm test`, two at a time: each is one single-threaded process, so on a
# two-core machine a pair takes about as long as the longer of the two. Each check's output is
# printed whole when it ends; the script fails if any check failed.
set -uo pipefail
status=0
run_pair() {
  local dir
  dir=$(mktemp -d)
  local pids=() names=("$@")
  for name in "${names[@]}"; do
    npm run --silent "$name" >"$dir/$name.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      echo "✓ ${names[$i]}"
    else
      echo "✗ ${names[$i]} failed:"
      status=1
    fi
    cat "$dir/${names[$i]}.log"
  done
  rm -rf "$dir"
}
run_pair typecheck lint
run_pair format:check knip check:cycles
exit $status
