"""Benchmark: the planner's plans for every catalogue model on the six machines of issue 25, before and after the
cost model, with the estimated pages per minute of each (:mod:`model.placement.cost`, its default assumptions).

"today" is the strategy the planner chose at main 9d10e38 (tests/planner_machines.py), re-planned with that
strategy forced and estimated by the same cost model; "new" is what it chooses now. Both for a 24-page book, one
process (``parallel=False``, as a build plans), at each model's default size and steps.

Run: ``python tests/bench/bench_planner.py [--pages N] [--assume gpu_tflops=400,...]``. Prints one row per model
and machine: both strategies, their pages/min, the ratio new/today, each plan's speed-up over one GPU (its pages
per hour against the best plan on the roomiest accelerator alone: ``Estimate.speedup``), the GPUs busy and the
weights moved per page.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from tests.planner_machines import MACHINES, PAGES, TODAY  # noqa: E402


def _plan(model_id: str, machine: str, pages: int, assumptions, placement: str | None = None):
    from model.devices import parse_devices
    from model.errors import ModelError
    from model.placement import plan_for

    try:
        return plan_for(
            model_id,
            parse_devices(MACHINES[machine]),
            pages=pages,
            parallel=False,
            placement=placement,
            assumptions=assumptions,
        )
    except ModelError:
        return None


def rows(pages: int = PAGES, assumptions=None):
    """``(model, machine, today plan or None, new plan or None)`` for every catalogue model and machine."""
    from model.catalog import load_catalog

    for model_id in load_catalog():
        for machine in MACHINES:
            before = TODAY.get(model_id, {}).get(machine)
            today = _plan(model_id, machine, pages, assumptions, before) if before else None
            yield model_id, machine, today, _plan(model_id, machine, pages, assumptions)


def _cell(plan) -> tuple[str, str]:
    if plan is None:
        return "does not fit", "—"
    return str(plan.strategy), f"{plan.estimate.pages_per_minute:.2f}"


def _speedup(plan) -> str:
    """The plan's speed-up over the best plan on one GPU (``Estimate.speedup``), or "—"."""
    if plan is None or plan.estimate.speedup is None:
        return "—"
    return f"{plan.estimate.speedup:.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--pages", type=int, default=PAGES)
    parser.add_argument("--assume", help="the cost model's figures, as memorybook plan --assume")
    args = parser.parse_args()
    from model.placement.cost import parse_assumptions

    assumptions = parse_assumptions(args.assume)
    print(f"{args.pages}-page book; assumed: {assumptions.summary()}")
    head = (
        "model",
        "machine",
        "today",
        "pages/min",
        "new",
        "pages/min",
        "×",
        "1GPU×",
        "1GPU×",
        "busy",
        "moved/page",
    )
    print("{:22} {:7} {:19} {:>9}  {:19} {:>9} {:>6} {:>6} {:>6} {:>5} {:>11}".format(*head))
    for model_id, machine, today, new in rows(args.pages, assumptions):
        (t_name, t_rate), (n_name, n_rate) = _cell(today), _cell(new)
        ratio = (
            f"{new.estimate.pages_per_minute / today.estimate.pages_per_minute:.2f}" if today and new else "—"
        )
        busy = f"{len(new.estimate.busy)}/{new.estimate.accelerators}" if new else "—"
        moved = f"{new.estimate.moved_bytes / 1e9:.1f} GB" if new else "—"
        t_up, n_up = _speedup(today), _speedup(new)
        print(
            f"{model_id:22} {machine:7} {t_name:19} {t_rate:>9}  {n_name:19} {n_rate:>9} {ratio:>6} {t_up:>6} "
            f"{n_up:>6} {busy:>5} {moved:>11}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
