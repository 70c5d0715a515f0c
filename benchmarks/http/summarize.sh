#!/usr/bin/env bash
# Medians per setup from run.sh's runs.csv: a Markdown table (summary.md), the same medians as a results file
# (summary.tsv: copy it to benchmarks/results/ to quote its figures, see benchmarks/results/README.md) and a bar
# chart (cpu-per-request.svg).
#   summarize.sh runs.csv "setup1 setup2 ..." output-directory
set -euo pipefail
CSV=$1
SETUPS=$2
OUT=$3

# median of the values of one column for one setup
median() {
	awk -F, -v s="$1" -v c="$2" 'NR > 1 && $2 == s { print $c }' "$CSV" | sort -g |
		awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

off_cpu=$(median off 6)
rm -f "$OUT/summary.rows"
{
	echo "| Setup | req/s | p99 latency (ms) | CPU per request (us) | CPU vs logging OFF | CPU per log line (us) | discarded |"
	echo "|---|---:|---:|---:|---:|---:|---:|"
	for setup in $SETUPS; do
		rps=$(median "$setup" 4)
		p99=$(median "$setup" 5)
		cpu=$(median "$setup" 6)
		discarded=$(awk -F, -v s="$setup" 'NR > 1 && $2 == s { d = d sep $7; sep = "/" } END { print d }' "$CSV")
		awk -v s="$setup" -v r="$rps" -v p="$p99" -v c="$cpu" -v o="$off_cpu" -v d="$discarded" -v lines="${LINES:-10}" -v tsv="$OUT/summary.rows" 'BEGIN {
			ratio = (o > 0 && o != "n/a") ? sprintf("%.2fx", c / o) : "n/a"
			line = (o > 0 && o != "n/a" && s != "off") ? sprintf("%.1f", (c - o) / lines) : "-"
			printf "| %s | %.0f | %.2f | %.1f | %s | %s | %s |\n", s, r, p, c, ratio, line, d
			sub(/x$/, "", ratio)
			printf "%s\t%.0f\t%.2f\t%.1f\t%s\t%s\t%s\n", s, r, p, c, ratio, line, d >>tsv }'
	done
} >"$OUT/summary.md"
{
	echo "# benchmarks/http/run.sh, medians of $(awk -F, 'NR > 1 { print $1 }' "$CSV" | sort -u | wc -l) rounds from $CSV, $(date -u +%F), $(nproc) CPUs"
	printf 'setup\trequests_per_second\tp99_ms\tcpu_us_per_request\tcpu_vs_off\tcpu_us_per_log_line\tdiscarded\n'
	cat "$OUT/summary.rows"
} >"$OUT/summary.tsv"
rm -f "$OUT/summary.rows"

# horizontal bars of the median CPU per request
awk -F, -v setups="$SETUPS" -v csv="$CSV" 'BEGIN {
	n = split(setups, names, " ")
	for (i = 1; i <= n; i++) {
		cmd = "awk -F, -v s=" names[i] " '\''NR > 1 && $2 == s { print $6 }'\'' " csv " | sort -g"
		k = 0
		while ((cmd | getline v) > 0) vals[++k] = v
		close(cmd)
		med[i] = (k % 2) ? vals[(k + 1) / 2] : (vals[k / 2] + vals[k / 2 + 1]) / 2
		if (med[i] > max) max = med[i]
	}
	width = 760; left = 150; bar = 28; gap = 12; top = 50
	height = top + n * (bar + gap) + 40
	printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"13\">\n", width, height
	printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
	printf "<text x=\"10\" y=\"24\" font-size=\"15\" font-weight=\"bold\">Process CPU per request, GET /demo/log (10 INFO lines), median of rounds (lower is better)</text>\n"
	scale = (width - left - 90) / max
	for (i = 1; i <= n; i++) {
		y = top + (i - 1) * (bar + gap)
		color = (names[i] == "starter") ? "#2e7d32" : (names[i] == "off" ? "#9e9e9e" : "#5c6bc0")
		printf "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n", left - 8, y + bar * 0.7, names[i]
		printf "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n", left, y, med[i] * scale, bar, color
		printf "<text x=\"%.1f\" y=\"%d\">%.1f us</text>\n", left + med[i] * scale + 6, y + bar * 0.7, med[i]
	}
	printf "<text x=\"%d\" y=\"%d\" fill=\"#555\">2 shared cores, app and wrk on one machine; see docs/benchmarks.md</text>\n", left, height - 12
	print "</svg>"
}' >"$OUT/cpu-per-request.svg"

cat "$OUT/summary.md"
echo "runs: $CSV, chart: $OUT/cpu-per-request.svg"
