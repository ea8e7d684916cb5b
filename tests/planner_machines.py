"""The six machines of issue 25 and the plans the planner made for them before it had a cost model, shared by
tests/test_planner_goals.py and tests/bench/bench_planner.py."""

from __future__ import annotations

MACHINES = {
    "1x8": "cuda:0=8GiB,cpu=32GiB,disk=1000GiB",
    "1x24": "cuda:0=24GiB,cpu=64GiB,disk=1000GiB",
    "2x24": "cuda:0=24GiB,cuda:1=24GiB,cpu=128GiB,disk=1000GiB",
    "24+12": "cuda:0=24GiB,cuda:1=12GiB,cpu=64GiB,disk=1000GiB",
    "8x80": ",".join(f"cuda:{i}=80GiB" for i in range(8)) + ",cpu=1024GiB,disk=4000GiB",
    "1x141": "cuda:0=141GiB,cpu=512GiB,disk=2000GiB",
}
"""The machines (GPUs as issue 25 lists them; the CPU memory and disk each would have)."""

PAGES = 24
"""The book the goals are judged on (issue 25: FLUX.2 [dev] on 8×80 GiB "for a 24-page book")."""

TODAY = {
    "sd15": {
        "1x8": "single",
        "1x24": "single",
        "2x24": "replicas",
        "24+12": "replicas",
        "8x80": "replicas",
        "1x141": "single",
    },
    "sdxl": {
        "1x8": "model_offload",
        "1x24": "single",
        "2x24": "replicas",
        "24+12": "replicas",
        "8x80": "replicas",
        "1x141": "single",
    },
    "sd-turbo": {
        "1x8": "single",
        "1x24": "single",
        "2x24": "replicas",
        "24+12": "replicas",
        "8x80": "replicas",
        "1x141": "single",
    },
    "flux1-schnell": {
        "1x8": "disk_offload",
        "1x24": "model_offload",
        "2x24": "sharded",
        "24+12": "sharded",
        "8x80": "replicas",
        "1x141": "single",
    },
    "hunyuandit": {
        "1x8": "model_offload",
        "1x24": "single",
        "2x24": "replicas",
        "24+12": "replicas",
        "8x80": "replicas",
        "1x141": "single",
    },
    "flux2-dev": {
        "1x24": "disk_offload",
        "2x24": "sequential_offload",
        "24+12": "disk_offload",
        "8x80": "components",
        "1x141": "single",
    },
    "flux2-klein-4b": {
        "1x8": "sequential_offload",
        "1x24": "single",
        "2x24": "replicas",
        "24+12": "single",
        "8x80": "replicas",
        "1x141": "single",
    },
    "qwen-image-edit-2509": {
        "1x8": "disk_offload",
        "1x24": "sequential_offload",
        "2x24": "sharded",
        "24+12": "sequential_offload",
        "8x80": "replicas",
        "1x141": "single",
    },
    "qwen-image-edit-2511": {
        "1x8": "disk_offload",
        "1x24": "sequential_offload",
        "2x24": "sharded",
        "24+12": "sequential_offload",
        "8x80": "replicas",
        "1x141": "single",
    },
    "z-image-turbo": {
        "1x8": "sequential_offload",
        "1x24": "single",
        "2x24": "replicas",
        "24+12": "single",
        "8x80": "replicas",
        "1x141": "single",
    },
}
"""The strategy the planner chose at main 9d10e38 (first fit in its fixed order, one process: parallel=False) for a
book of :data:`PAGES` pages; FLUX.2 [dev] on 1×8 GiB did not fit (112 GB of weights, 32 GiB of CPU memory; it
does not now either: the disk takes only denoiser blocks)."""


def said(plan) -> list:
    """Every message of ``plan``'s explanation (:attr:`model.placement.plan.Plan.lines`), its values' messages
    too, however deep: tests ask what it says by code and values, not by its English."""
    from words import Message

    def walk(message) -> list:
        found = [message]
        for value in message.params.values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, Message):
                    found += walk(item)
        return found

    return [m for line in plan.lines for m in walk(line)]


def rejected(plan) -> dict:
    """``{strategy: reason message}`` of the plan's "Not chosen" lines."""
    return {m.params["strategy"]: m.params["reason"] for m in plan.lines if m.code == "model.plan.rejected"}
