#!/usr/bin/env python3
"""Turn the rows of benchmarks/event-cost/run.sh into its results file.

Usage: summarize.py RAW_ROWS RESULTS COMMENT...

Every row gets a key (its first column: "<variant> <setup> <scenario> r<round>", e.g. "1cpu starter rate-30000 r2")
and derived columns: logging_ns, the CPU of all threads per event minus that of the `off` setup (logging off) in the
same variant, round and scenario; caller_logging_ns, the same for the producing threads alone;
logging_vs_sync-file, logging_ns over that of `sync-file`; and the same two without the JIT compiler threads
(logging_excl_jit_ns, logging_excl_jit_vs_sync-file), whose occasional compilations during a window are not a cost
of the setup. Then one row per setup and scenario for the median, the
lowest and the highest value of each column over the rounds (key "... median", "... min", "... max").
"""
import statistics
import sys

COLUMNS = ["variant", "setup", "round", "scenario", "rate", "achieved_eps", "caller_ns", "background_ns", "gc_ns",
           "jit_ns", "other_ns", "total_ns", "background_wakeups_per_s", "all_wakeups_per_s", "discarded",
           "jit_share", "warmup_jit_share", "first_event_median_ms", "first_event_max_ms", "burst_logged",
           "burst_written"]
DERIVED = ["logging_ns", "caller_logging_ns", "logging_vs_sync-file", "logging_excl_jit_ns",
           "logging_excl_jit_vs_sync-file"]


def number(value):
    try:
        return float(value)
    except ValueError:
        return None


def scenario_name(row):
    return f"rate-{int(float(row['rate']))}" if row["scenario"] == "rate" else row["scenario"]


def fmt(value):
    if value is None:
        return "n/a"
    return f"{value:.4f}" if abs(value) < 10 else f"{value:.1f}"


def main(raw, results, comments):
    rows = []
    with open(raw) as lines:
        for line in lines:
            if line.strip():
                rows.append(dict(zip(COLUMNS, line.rstrip("\n").split("\t"))))
    by_key = {}
    for row in rows:
        row["scenario_name"] = scenario_name(row)
        by_key[(row["variant"], row["setup"], row["round"], row["scenario_name"])] = row

    def same(row, setup):
        return by_key.get((row["variant"], setup, row["round"], row["scenario_name"]))

    for row in rows:
        off, sync = same(row, "off"), same(row, "sync-file")
        total, caller = number(row["total_ns"]), number(row["caller_ns"])
        row["logging_ns"] = total - number(off["total_ns"]) if off and total is not None else None
        row["caller_logging_ns"] = caller - number(off["caller_ns"]) if off and caller is not None else None
        jit, off_jit = number(row["jit_ns"]), number(off["jit_ns"]) if off else None
        row["logging_excl_jit_ns"] = (row["logging_ns"] - (jit - off_jit)
                                      if row["logging_ns"] is not None and jit is not None and off_jit is not None
                                      else None)
    for row in rows:
        sync = same(row, "sync-file")
        sync_logging = sync["logging_ns"] if sync else None
        row["logging_vs_sync-file"] = (row["logging_ns"] / sync_logging
                                       if row["logging_ns"] is not None and sync_logging else None)
        sync_excl_jit = sync["logging_excl_jit_ns"] if sync else None
        row["logging_excl_jit_vs_sync-file"] = (row["logging_excl_jit_ns"] / sync_excl_jit
                                                if row["logging_excl_jit_ns"] is not None and sync_excl_jit else None)

    header = ["key"] + COLUMNS + DERIVED
    out = list(comments)
    out.append("\t".join(header))
    for row in rows:
        key = f"{row['variant']} {row['setup']} {row['scenario_name']} r{row['round']}"
        values = [row[c] for c in COLUMNS] + [fmt(row[d]) for d in DERIVED]
        out.append("\t".join([key] + values))
    groups = {}
    for row in rows:
        groups.setdefault((row["variant"], row["setup"], row["scenario_name"]), []).append(row)
    for (variant, setup, scenario), members in groups.items():
        for name, pick in (("median", statistics.median), ("min", min), ("max", max)):
            values = []
            for column in COLUMNS[4:] + DERIVED:
                numbers = [v for v in (number(str(m[column])) if not isinstance(m[column], float) else m[column]
                                       for m in members) if v is not None]
                values.append(fmt(pick(numbers)) if numbers else "n/a")
            key = f"{variant} {setup} {scenario} {name}"
            out.append("\t".join([key, variant, setup, name, members[0]["scenario"]] + values))
    with open(results, "w") as file:
        file.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
