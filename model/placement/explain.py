"""The explanation in words: the lines ``memorybook plan`` prints for a plan (strategy, why, what each device
holds), the "Not chosen" list of strategies tried first, the estimate and the speed-up — each line a
:class:`words.Message` (a plan's :attr:`model.placement.plan.Plan.lines`), said by the edge that shows it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.devices import format_size
from model.placement.plan import DeviceShare, Plan
from words import Message


def _gb(n: int) -> str:
    return f"{n / 1e9:.1f} GB"


def clauses(*parts: Message) -> Message:
    """``parts`` said one after the other, separated by semicolons (``"a; b; c"``): one message."""
    said = parts[-1]
    for part in reversed(parts[:-1]):
        said = Message("model.plan.clauses", first=part, rest=said)
    return said


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


HOLDS = {
    "each component in turn": Message("model.plan.holds.each_in_turn"),
    "two blocks at a time": Message("model.plan.holds.two_blocks"),
    "one layer at a time": Message("model.plan.holds.one_layer"),
}
"""The words a device share holds besides component names (:attr:`DeviceShare.holds` keeps these keys)."""


def _held(part: Message | str) -> Message | str:
    return HOLDS.get(part, part) if isinstance(part, str) else part


def share_lines(shares: Sequence[DeviceShare]) -> list[Message]:
    """One line per device: what it holds, its weights, headroom and budget."""
    return [
        Message(
            "model.plan.share",
            device=s.name,
            holds=[_held(h) for h in s.holds] if s.holds else Message("model.plan.holds.nothing"),
            weights=_gb(s.assigned_bytes),
            headroom=_gb(s.headroom_bytes),
            budget=_gb(s.budget_bytes),
            size=format_size(s.budget_bytes),
        )
        for s in shares
    ]


def with_rejections(plan: Plan, reasons: Sequence[tuple[str, Message | str]]) -> Plan:
    """``plan`` with a "Not chosen:" list appended to its explanation: each ``(strategy, reason)`` tried first."""
    from dataclasses import replace

    if not reasons:
        return plan
    rejected = [Message("model.plan.rejected", strategy=str(s), reason=r) for s, r in reasons]
    return replace(plan, lines=(*plan.lines, Message("model.plan.not_chosen"), *rejected))


def explain(strategy: str, why: Message | str, shares: Sequence[DeviceShare]) -> tuple[Message, ...]:
    """``"Strategy: <name> — <why>."`` and one line per device (:func:`share_lines`)."""
    return (Message("model.plan.strategy", strategy=str(strategy), why=why), *share_lines(shares))


def _seconds(s: float) -> Message:
    """``4.2 s`` / ``3.5 min`` / ``1.2 h``."""
    if s < 120:
        return Message("model.plan.seconds", n=f"{s:.1f}")
    if s < 7200:
        return Message("model.plan.minutes", n=f"{s / 60:.1f}")
    return Message("model.plan.hours", n=f"{s / 3600:.1f}")


def estimate_lines(e) -> tuple[Message, ...]:
    """The estimate (:class:`model.placement.plan.Estimate`) in words, three lines."""
    return (
        Message(
            "model.plan.expected",
            rate=f"{e.pages_per_minute:.2f}",
            book=_seconds(e.book_seconds),
            pages=e.pages,
            first=_seconds(e.first_page_seconds),
            load=_seconds(e.load_seconds),
        ),
        Message(
            "model.plan.per_page",
            compute=_seconds(e.compute_seconds),
            moved=_seconds(e.moved_seconds),
            moved_size=_gb(e.moved_bytes),
            encode=_seconds(e.encode_seconds),
            decode=_seconds(e.decode_seconds),
            busy=len(e.busy),
            accelerators=e.accelerators,
            concurrent=e.concurrent,
        ),
        Message(
            "model.plan.assumed",
            assumptions=Message("model.plan.assumptions", figures=list(e.assumed))
            if e.assumed
            else e.assumptions,
        ),
    )


def speedup_line(e) -> Message:
    """The explanation's speed-up line (pages per hour against the best plan on one accelerator)."""
    if e.speedup is None:
        return Message("model.plan.no_speedup")
    return Message(
        "model.plan.speedup",
        speedup=f"{e.speedup:.2f}",
        rate=f"{e.pages_per_hour:.1f}",
        one=f"{60 * e.one_gpu_pages_per_minute:.1f}",
    )
