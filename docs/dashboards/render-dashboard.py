#!/usr/bin/env python3
"""Render logging-perf.json to a PNG from real query results, for docs/dashboards/README.md.

Queries a running Prometheus (query_range) with every panel's expressions, the template
variables substituted, and draws the panels where the dashboard places them. Needs only
Python 3 and matplotlib (Debian: apt-get install python3-matplotlib).

  render-dashboard.py --prometheus http://127.0.0.1:9090 --application orders \
      --instance 127.0.0.1:8080 --start 1700000000 --end 1700000180 --out dashboard.png
"""
import argparse
import datetime
import json
import os
import urllib.parse
import urllib.request

import matplotlib

matplotlib.use("Agg")
import matplotlib.dates as mdates  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BACKGROUND, PANEL, TEXT, GRID = "#111217", "#181b1f", "#ccccdc", "#2c3235"
COLORS = ["#73bf69", "#f2cc0c", "#5794f2", "#ff9830", "#f2495c", "#b877d9"]
LEVEL_COLORS = {"trace": "#b877d9", "debug": "#5794f2", "info": "#73bf69", "warn": "#f2cc0c", "error": "#ff9830",
                "fatal": "#f2495c"}


def query_range(prometheus, expr, start, end, step):
    params = urllib.parse.urlencode({"query": expr, "start": start, "end": end, "step": step})
    with urllib.request.urlopen(f"{prometheus}/api/v1/query_range?{params}", timeout=30) as response:
        body = json.load(response)
    if body["status"] != "success":
        raise SystemExit(f"query failed: {expr}: {body}")
    return body["data"]["result"]


def legend(template, labels):
    text = template
    for key, value in labels.items():
        text = text.replace("{{" + key + "}}", value)
    return text


def ref_units(panel):
    units = {}
    for override in panel["fieldConfig"].get("overrides", []):
        if override["matcher"]["id"] == "byFrameRefID":
            for prop in override["properties"]:
                if prop["id"] == "unit":
                    units[override["matcher"]["options"]] = prop["value"]
    return units


def format_axis(axis, unit):
    if unit == "percentunit":
        axis.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0, decimals=None))
    elif unit == "s":
        axis.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v * 1000:.0f} ms"))
    axis.tick_params(colors=TEXT, labelsize=7)


def draw_timeseries(ax, panel, series_by_target):
    unit = panel["fieldConfig"]["defaults"].get("unit", "short")
    stacked = panel["fieldConfig"]["defaults"]["custom"]["stacking"]["mode"] == "normal"
    units = ref_units(panel)
    second_axis = None
    index = 0
    handles = []
    for target, results in series_by_target:
        target_ax = ax
        if units.get(target["refId"], unit) != unit:
            second_axis = second_axis or ax.twinx()
            target_ax = second_axis
            format_axis(second_axis, units[target["refId"]])
        for result in sorted(results, key=lambda r: r["metric"].get("level", "")):
            times = [datetime.datetime.fromtimestamp(float(t), datetime.timezone.utc) for t, _ in result["values"]]
            values = [float(v) for _, v in result["values"]]
            name = legend(target.get("legendFormat", ""), result["metric"])
            color = LEVEL_COLORS.get(result["metric"].get("level"), COLORS[index % len(COLORS)])
            handles += target_ax.plot(times, values, color=color, linewidth=1.4, label=name)
            if target_ax is ax:
                target_ax.fill_between(times, values, color=color, alpha=0.12 if not stacked else 0.25)
            index += 1
    format_axis(ax, unit)
    ax.xaxis.set_major_locator(mdates.AutoDateLocator(maxticks=6))
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%H:%M:%S"))
    ax.grid(color=GRID, linewidth=0.5)
    if handles:
        ax.legend(handles=handles, loc="upper left", fontsize=7, frameon=False, labelcolor=TEXT, ncol=3)


def format_value(value, unit):
    if unit == "s" and value >= 60:
        minutes, seconds = divmod(int(value), 60)
        hours, minutes = divmod(minutes, 60)
        return f"{hours}h {minutes}m" if hours else f"{minutes}m {seconds}s"
    return f"{value:g}" + (" s" if unit == "s" else "")


def draw_stat(ax, panel, series_by_target):
    defaults = panel["fieldConfig"]["defaults"]
    results = series_by_target[0][1]
    value = float(results[0]["values"][-1][1]) if results else None
    text = "No data" if value is None else format_value(value, defaults.get("unit"))
    for mapping in defaults.get("mappings", []):
        for key, option in mapping["options"].items():
            if value is not None and float(key) == value:
                text = option["text"]
    color = PANEL
    for step in defaults["thresholds"]["steps"]:
        if value is not None and (step["value"] is None or value >= step["value"]):
            color = {"green": "#37872d", "red": "#c4162a", "orange": "#fa6400"}.get(step["color"], step["color"])
    ax.set_facecolor(color)
    ax.text(0.5, 0.45, text, ha="center", va="center", fontsize=6 + 2.5 * panel["gridPos"]["h"], color="white",
            weight="bold",
            transform=ax.transAxes)
    ax.set_xticks([])
    ax.set_yticks([])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--prometheus", required=True)
    parser.add_argument("--application", required=True)
    parser.add_argument("--instance", required=True)
    parser.add_argument("--start", type=float, required=True)
    parser.add_argument("--end", type=float, required=True)
    parser.add_argument("--step", default="2s")
    parser.add_argument("--rate-interval", default="10s")
    parser.add_argument("--dashboard", default=os.path.join(HERE, "logging-perf.json"))
    parser.add_argument("--out", default=os.path.join(HERE, "dashboard.png"))
    args = parser.parse_args()
    with open(args.dashboard, encoding="utf-8") as file:
        dashboard = json.load(file)
    rows = max(p["gridPos"]["y"] + p["gridPos"]["h"] for p in dashboard["panels"])
    figure = plt.figure(figsize=(16, rows * 0.36), dpi=80, facecolor=BACKGROUND)
    figure.suptitle(dashboard["title"] + f"   application={args.application}  instance={args.instance}",
                    color=TEXT, fontsize=12, x=0.01, ha="left")
    top = 0.95
    unit_h = (top - 0.02) / rows
    for panel in dashboard["panels"]:
        grid = panel["gridPos"]
        left, width = grid["x"] / 24 + 0.035, grid["w"] / 24 - 0.06
        bottom = top - (grid["y"] + grid["h"]) * unit_h
        if panel["type"] == "row":
            figure.text(grid["x"] / 24 + 0.004, top - grid["y"] * unit_h - unit_h * 0.8, panel["title"], color=TEXT, fontsize=11,
                        weight="bold")
            continue
        ax = figure.add_axes([left, bottom + 0.03, width, grid["h"] * unit_h - 0.06], facecolor=PANEL)
        ax.set_title(panel["title"], color=TEXT, fontsize=9, loc="left")
        for spine in ax.spines.values():
            spine.set_color(GRID)
        series_by_target = []
        for target in panel["targets"]:
            expr = (target["expr"].replace("$application", args.application)
                    .replace("$instance", args.instance).replace("$__rate_interval", args.rate_interval))
            series_by_target.append((target, query_range(args.prometheus, expr, args.start, args.end, args.step)))
        if panel["type"] == "stat":
            draw_stat(ax, panel, series_by_target)
        else:
            draw_timeseries(ax, panel, series_by_target)
    figure.savefig(args.out, facecolor=BACKGROUND)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
