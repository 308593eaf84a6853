#!/bin/sh
# run.sh: random play with the view of the side to move built at every step,
# punic (Hannibal, The Punic Wars) beside Rally the Troops modules, in one run.
#
#   bench/rtt/run.sh                          punic's side only
#   BENCH_RTT=/path/to/votes-for-women bench/rtt/run.sh
#   BENCH_RTT=/path/a:/path/b BENCH_ROUNDS=3 BENCH_SECONDS=3 bench/rtt/run.sh
#
# BENCH_RTT is a colon-separated list of RTT module directories, each holding
# rules.js (a checkout of one of github.com/rally-the-troops' game repositories);
# BENCH_SECONDS is each measurement's length: the Go benchmark's -benchtime, and
# the CPU time each node measurement plays for (after one CPU-second of JIT
# warm-up, so that a loaded machine does not cut the warm-up short);
# node must be on PATH. The rounds alternate punic and RTT so that both meet the
# same load; each line is one measurement, and the summary gives the best round of each and the
# ratios, per wall-clock second and per CPU-second of the process (on a machine
# shared with other work, CPU time is what the load changes least). The
# machine, time and load are printed first and last.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
rounds=${BENCH_ROUNDS:-3}
secs=${BENCH_SECONDS:-3}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

machine() {
	echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //'), $(go version | cut -d' ' -f3)${BENCH_RTT:+, node $(node --version)}"
	echo "time: $(date -u '+%Y-%m-%d %H:%M:%S UTC'); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
}

case ${rounds} in '' | *[!0-9]*) echo "BENCH_ROUNDS must be a number" >&2; exit 2 ;; esac
case ${secs} in '' | *[!0-9]*) echo "BENCH_SECONDS must be a whole number of seconds" >&2; exit 2 ;; esac
if [ -n "${BENCH_RTT:-}" ]; then
	command -v node >/dev/null || { echo "BENCH_RTT is set but node is not on PATH" >&2; exit 2; }
	old_ifs=$IFS; IFS=:
	for d in $BENCH_RTT; do
		[ -f "$d/rules.js" ] || { echo "BENCH_RTT: $d has no rules.js" >&2; exit 2; }
	done
	IFS=$old_ifs
else
	echo "BENCH_RTT not set: measuring punic's side only (give BENCH_RTT=/path/to/an RTT module to compare)"
fi

machine
cd "$root"
go test -c -o "$out.hannibal" ./hannibal >/dev/null
go test -c -o "$out.punicwars" ./punicwars >/dev/null
trap 'rm -f "$out" "$out.hannibal" "$out.punicwars"' EXIT

r=1
while [ "$r" -le "$rounds" ]; do
	for pkg in hannibal punicwars; do
		(cd "$root/$pkg" && "$out.$pkg" -test.run '^$' -test.bench 'RandomStepsWithView/view' -test.benchtime "${secs}s") |
			awk -v r="$r" -v pkg="$pkg" '/steps\/s/ { c = 0; for (i = 1; i <= NF; i++) { if ($(i+1) == "steps/s") s = $i; if ($(i+1) == "steps/CPU-s") c = $i }
				split($1, n, "/"); sub(/-[0-9]+$/, "", n[2]); printf "round %d punic %s %s: %d steps/s, %d steps/CPU-s\n", r, pkg, n[2], s, c }' | tee -a "$out"
	done
	if [ -n "${BENCH_RTT:-}" ]; then
		old_ifs=$IFS; IFS=:
		for d in $BENCH_RTT; do
			IFS=$old_ifs
			node "$here/rtt-fuzz.js" "$d" "$secs" | sed "s/^/round $r /" | tee -a "$out"
		done
		IFS=$old_ifs
	fi
	r=$((r + 1))
done

echo "summary (best round of each; ratios are punic / RTT, per wall-clock second and per CPU-second):"
awk '/steps\/s/ { key = $3 " " $4 " " $5; sub(/:$/, "", key)
		for (i = 1; i <= NF; i++) { u = $(i+1); sub(/,$/, "", u); if (u == "steps/s") s = $i; if (u == "steps/CPU-s") c = $i }
		if (s + 0 > wall[key]) wall[key] = s + 0; if (c + 0 > cpu[key]) cpu[key] = c + 0 }
	END { for (k in wall) printf "  %-36s %9d steps/s %9d steps/CPU-s\n", k, wall[k], cpu[k]
		for (k in wall) if (k ~ /^rtt /) {
			split(k, p, " "); mode = p[3]
			for (q in wall) if (q ~ /^punic / && (q ~ (" " mode "$")))
				printf "  %s / %s: %.2fx per second, %.2fx per CPU-second\n", q, k, wall[q] / wall[k], (cpu[k] > 0 ? cpu[q] / cpu[k] : 0)
		} }' "$out" | sort
machine
