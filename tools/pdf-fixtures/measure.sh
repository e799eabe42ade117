#!/usr/bin/env bash
# BENCHMARKS.md's "Hostile PDFs (issue 60)": writes the hostile files into a folder, then runs the
# upload check and the text extraction on each in a process of its own under /usr/bin/time -v
# (wall time, maximum resident set size of the process and its threads). Each run is bounded so
# that the code before the fix cannot take the machine down: 150 s, a 4 GB V8 heap
# (--max-old-space-size, which also caps worker threads started without limits of their own),
# and killed once its resident memory passes 8 GB (array buffers are outside the V8 heap).
#
#     tools/pdf-fixtures/measure.sh [folder]      (default /tmp/hostile-pdfs)
set -u
folder=${1:-/tmp/hostile-pdfs}
cd "$(dirname "$0")/../.."
node --import tsx tools/pdf-fixtures/hostile.ts "$folder" >/dev/null

# Kills process $1 when its resident memory passes $2 kB.
watch_rss() {
  while kill -0 "$1" 2>/dev/null; do
    rss=$(awk '/VmRSS/ { print $2 }' "/proc/$1/status" 2>/dev/null || echo 0)
    if [ "${rss:-0}" -gt "$2" ]; then
      echo "  (killed at ${rss} kB resident)"
      kill -9 "$1"
    fi
    sleep 0.2
  done
}

for file in "$folder"/*.pdf; do
  for mode in check text; do
    log=$(mktemp)
    /usr/bin/time -v -o "$log" timeout 150 \
      node --max-old-space-size=4096 --import tsx tools/pdf-fixtures/measure.ts "$mode" "$file" &
    timed=$!
    sleep 0.3
    # time → timeout → node.
    node_pid=$(pgrep -P "$(pgrep -P "$timed" | head -1)" | head -1)
    [ -n "$node_pid" ] && watch_rss "$node_pid" 8000000 &
    wait "$timed"
    status=$?
    wall=$(awk -F': ' '/Elapsed/ { print $2 }' "$log")
    rss=$(awk -F': ' '/Maximum resident/ { printf "%.0f", $2 / 1024 }' "$log")
    echo "  $mode $(basename "$file"): exit $status, $wall wall, max RSS $rss MB"
    rm -f "$log"
  done
done
