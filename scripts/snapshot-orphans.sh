#!/usr/bin/env bash
# Lists golden references (files under Tests/**/__Snapshots__/) that no test used in the last run, as
# recorded by the snapshot library in $SNAPSHOT_ARTIFACTS/.mockshot-run/touched-*.txt (default
# .build/snapshot-artifacts). Run the whole suite first (`make test`): a filtered run touches only
# some references. With --delete, removes them.
# Usage: scripts/snapshot-orphans.sh [--delete]   (from the package root)
set -euo pipefail
delete=0
case "${1:-}" in
  --delete) delete=1 ;;
  "") ;;
  *) echo "usage: scripts/snapshot-orphans.sh [--delete]" >&2; exit 64 ;;
esac
artifacts=${SNAPSHOT_ARTIFACTS:-.build/snapshot-artifacts}
run="$artifacts/.mockshot-run"
shopt -s nullglob
lists=("$run"/touched-*.txt)
if [ ${#lists[@]} -eq 0 ]; then
  echo "snapshot-orphans: no record of a test run in $run; run the whole suite first (make test)" >&2
  exit 1
fi
root=$(pwd -P)
used=$(mktemp); all=$(mktemp)
trap 'rm -f "$used" "$all"' EXIT
# Touched paths are absolute; make them relative to the package root.
cat "${lists[@]}" | sed "s#^$root/##" | sort -u > "$used"
find Tests -path '*/__Snapshots__/*' -type f | sort -u > "$all"
comm -23 "$all" "$used" | while IFS= read -r orphan; do
  echo "$orphan"
  if [ $delete -eq 1 ]; then rm -f -- "$orphan"; fi
done
