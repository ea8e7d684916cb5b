"""The explanation in words: the lines ``memorybook plan`` prints for a plan (strategy, why, what each device
holds) and the "Not chosen" list of strategies tried first."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.devices import format_size
from model.placement.plan import DeviceShare, Plan


def _gb(n: int) -> str:
    return f"{n / 1e9:.1f} GB"


def _block_ranges(keys: Sequence[str]) -> list[str]:
    """``["blocks.0", "blocks.1", "blocks.2", "norm"]`` → ``["blocks.0–2", "norm"]`` (order kept)."""
    out: list[str] = []
    run_prefix, run_start, run_end = None, None, None
    for key in keys:
        m = re.fullmatch(r"(.*)\.(\d+)", key)
        if m and m.group(1) == run_prefix and run_end is not None and int(m.group(2)) == run_end + 1:
            run_end = int(m.group(2))
            continue
        if run_prefix is not None:
            out.append(f"{run_prefix}.{run_start}" + (f"–{run_end}" if run_end != run_start else ""))
            run_prefix = None
        if m:
            run_prefix, run_start, run_end = m.group(1), int(m.group(2)), int(m.group(2))
        else:
            out.append(key)
    if run_prefix is not None:
        out.append(f"{run_prefix}.{run_start}" + (f"–{run_end}" if run_end != run_start else ""))
    return out


def _shares_text(shares: Sequence[DeviceShare]) -> str:
    lines = []
    for s in shares:
        what = ", ".join(s.holds) if s.holds else "nothing"
        lines.append(
            f"  {s.name}: {what} — {_gb(s.assigned_bytes)} of weights + {_gb(s.headroom_bytes)} headroom "
            f"of {_gb(s.budget_bytes)} ({format_size(s.budget_bytes)})"
        )
    return "\n".join(lines)


def _with_explanation(plan: Plan, text: str) -> Plan:
    from dataclasses import replace

    return replace(plan, explanation=text)


def with_rejections(plan: Plan, reasons: Sequence[tuple[str, str]]) -> Plan:
    """``plan`` with a "Not chosen:" list appended to its explanation: each ``(strategy, reason)`` tried first."""
    if not reasons:
        return plan
    rejected = "\nNot chosen:\n" + "\n".join(f"  {s}: {r}" for s, r in reasons)
    return _with_explanation(plan, plan.explanation + rejected)


def explain(strategy: str, why: str, shares: Sequence[DeviceShare]) -> str:
    """``"Strategy: <name> — <why>."`` and one line per device (:func:`_shares_text`)."""
    return f"Strategy: {strategy} — {why}.\n{_shares_text(shares)}"


def _seconds(s: float) -> str:
    """``4.2 s`` / ``3.5 min`` / ``1.2 h``."""
    if s < 120:
        return f"{s:.1f} s"
    if s < 7200:
        return f"{s / 60:.1f} min"
    return f"{s / 3600:.1f} h"


def estimate_text(e) -> str:
    """The estimate (:class:`model.placement.plan.Estimate`) in words, three lines; ``memorybook plan`` prints them
    and the command line translates them (:data:`app.cli.language.CLI_LINES`)."""
    return (
        f"Expected: {e.pages_per_minute:.2f} pages/min — {_seconds(e.book_seconds)} for {e.pages} page(s), "
        f"the first after {_seconds(e.first_page_seconds)} (loading {_seconds(e.load_seconds)}).\n"
        f"Per page: {_seconds(e.compute_seconds)} denoising, {_seconds(e.moved_seconds)} waiting on "
        f"{_gb(e.moved_bytes)} of weights moved, {_seconds(e.encode_seconds)} encoding the prompt, "
        f"{_seconds(e.decode_seconds)} decoding; {len(e.busy)} of {e.accelerators} GPU(s) busy, "
        f"{e.concurrent} page(s) at a time.\n"
        f"Assumed: {e.assumptions} (change with --assume)."
    )
