"""One measured training process of tests/test_split_memory.py (see tests/split_memory.py), run by
``accelerate launch``: the trainer (:func:`training.train_lora.main`) in this process, safetensors read with
``pread`` (:func:`tests.split_memory_checks.read_copies`), and ``<out>.<rank>.json`` written as
tests/split_memory_checks.py writes it (one phase, ``mode`` "fsdp2" or "ddp").

    accelerate launch --config_file training/configs/cpu_2proc.yaml tests/split_memory_training.py OUT MODE ARGS…
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

if not __package__:  # run as a script: the repository root on the path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(out: str, mode: str, *argv: str) -> None:
    import torch
    from accelerate import PartialState

    torch.set_num_threads(1)
    PartialState(cpu=True)  # the process group first: its buffers belong to the baseline
    import diffusers  # noqa: F401 - the libraries' code belongs to the baseline too
    import peft  # noqa: F401
    import transformers  # noqa: F401

    from tests.split_memory import anon_bytes
    from tests.split_memory_checks import _trimmed_anon, read_copies
    from training.train_lora import main as train
    from training.train_lora import parse_args

    read_copies()
    baseline, start = _trimmed_anon(), time.monotonic()
    train(parse_args([*argv, "--cpu", *(["--fsdp2"] if mode == "fsdp2" else [])]))
    phase = {
        "mode": mode,
        "baseline": baseline,
        "start": start,
        "end": time.monotonic(),
        "after": anon_bytes(),
    }
    report = {"pid": os.getpid(), "phases": [phase]}
    Path(f"{out}.{os.environ.get('RANK', '0')}.json").write_text(json.dumps(report), encoding="utf-8")


if __name__ == "__main__":
    main(*sys.argv[1:])
