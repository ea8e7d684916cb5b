"""``memorybook train``: teach the model one person of a book (a LoRA trained on their photos).

Wraps ``training/train_lora.py`` in an ``accelerate launch`` subprocess (one process, or DDP over several
GPUs — or several CPU processes over gloo where there is no GPU), reads its one-JSON-line-per-step progress
into a progress bar, and at the end records the LoRA file, trigger word and base model on the person in
``book.json``.

The LoRA lands in ``BOOKDIR/loras/<person-id>/``: ``pytorch_lora_weights.safetensors`` (diffusers/PEFT, what
the illustrator loads) and ``<person-id>.kohya.safetensors`` (ComfyUI / AUTOMATIC1111). Checkpoints go to
``--output`` (default: that same folder, where they are deleted once training has finished), so an
interrupted run continues with ``--resume``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
from collections import deque
from pathlib import Path

from app.book.errors import BookError

DEFAULT_TRIGGER = "ohwx"
"""Trigger word for a person who has none: a rare CLIP token, the DreamBooth community's usual choice."""

ERROR_PREFIX = "train_lora: error: "


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train", help="teach the model a person from their photos (LoRA fine-tuning)")
    p.add_argument("book", type=Path, metavar="BOOKDIR", help="the book folder")
    p.add_argument("--person", required=True, metavar="NAME", help="name or id of the person to learn")
    p.add_argument(
        "--model", metavar="M", help="base model: a folder, .safetensors file or hub id (default: the book's)"
    )
    p.add_argument("--steps", type=int, default=400, metavar="N", help="optimiser steps (default 400)")
    p.add_argument(
        "--processes", type=int, default=1, metavar="N", help="training processes (GPUs), default 1"
    )
    p.add_argument("--resume", action="store_true", help="continue from the newest checkpoint in --output")
    p.add_argument(
        "--output", type=Path, metavar="DIR", help="working folder for checkpoints (default: in the book)"
    )
    p.add_argument("--trigger", help="trigger word (default: the person's, else 'ohwx')")
    p.add_argument("--resolution", type=int, default=512, metavar="PX", help="training size in pixels (512)")
    p.add_argument("--rank", type=int, default=8, help="LoRA rank (8)")
    p.add_argument("--config", type=Path, metavar="YAML", help="accelerate config (see training/configs/)")
    p.add_argument("--cpu", action="store_true", help="train on the CPU even when a GPU is there")
    p.add_argument(
        "--fsdp2",
        action="store_true",
        help="shard the model over the processes with PyTorch FSDP2 (for a base model too large for one GPU)",
    )
    p.add_argument(
        "--machines",
        type=int,
        default=1,
        metavar="N",
        help="machines training together (run on each), default 1",
    )
    p.add_argument("--machine-rank", type=int, default=0, metavar="R", help="this machine's rank, 0 to N-1")
    p.add_argument(
        "--main-address",
        metavar="HOST:PORT",
        help="machine 0's address and a free port, reachable from every machine (with --machines)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="progress as JSON lines on stdout ({step, total, loss, seconds_per_step, eta_seconds}), then one "
        "{event: done, ...} line, instead of a progress bar (for programs such as the desktop app)",
    )
    p.set_defaults(func=cmd_train)


def script_path() -> Path:
    """Path of ``training/train_lora.py`` (found without importing it: it imports torch at the top)."""
    spec = importlib.util.find_spec("training.train_lora")
    if spec is None or spec.origin is None:  # pragma: no cover - a broken installation
        raise BookError("the training script training/train_lora.py is missing from this installation")
    return Path(spec.origin)


def free_port() -> int:
    """A TCP port free on this machine now, for the processes' rendezvous (avoids clashing on 29500)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def launch_command(
    script_args: list[str],
    processes: int,
    cpu: bool,
    config: str | Path | None = None,
    gpu: bool | None = None,
    machines: tuple[int, int, str] | None = None,
) -> list[str]:
    """The ``python -m accelerate.commands.launch …`` command line that runs the training script.

    Several processes use Accelerate's torchrun-based launcher (``--multi_gpu``): DDP over NCCL on GPUs, or,
    with the script's ``--cpu`` (no GPU, or ``cpu`` asked for), over gloo on the CPU — Accelerate's own
    MULTI_CPU mode starts extra local processes only through MPI. An accelerate ``config`` file (see
    training/configs/) replaces the defaults; ``processes`` still overrides its ``num_processes``.
    ``machines`` = ``(count, rank, "HOST:PORT")`` trains on several machines: ``processes`` on each, Accelerate's
    static rendezvous at machine 0's address (``--num_machines --machine_rank --main_process_ip/port``).
    """
    if gpu is None:
        import torch

        gpu = torch.cuda.is_available()
    cpu = cpu or not gpu
    count, rank, address = machines or (1, 0, "")
    cmd = [sys.executable, "-m", "accelerate.commands.launch", "--num_processes", str(processes * count)]
    if config is not None:
        cmd += ["--config_file", str(config)]
    else:
        cmd += ["--num_machines", str(count), "--dynamo_backend", "no"]
        cmd += ["--mixed_precision", "no" if cpu else "fp16"]
        if count > 1:
            host, _, port = address.rpartition(":")
            cmd += ["--multi_gpu", "--machine_rank", str(rank), "--main_process_ip", host]
            cmd += ["--main_process_port", port, "--rdzv_backend", "static"]
        elif processes > 1:
            cmd += ["--multi_gpu", "--main_process_port", str(free_port())]
        elif cpu:
            cmd += ["--cpu"]
    return [*cmd, str(script_path()), *(["--cpu"] if cpu else []), *script_args]


def check_machines(args: argparse.Namespace) -> tuple[int, int, str] | None:
    """``(machines, machine rank, "HOST:PORT")`` from ``--machines/--machine-rank/--main-address``, or None for one
    machine. Raises BookError for a rank out of range or an address without a port."""
    if args.machines < 1:
        raise BookError("--machines must be at least 1")
    if args.machines == 1:
        return None
    if not 0 <= args.machine_rank < args.machines:
        raise BookError(
            f"--machine-rank {args.machine_rank}: give 0 to {args.machines - 1} (0 on the main one)"
        )
    host, _, port = (args.main_address or "").rpartition(":")
    if not host or not port.isdigit():
        raise BookError(
            "--machines needs --main-address HOST:PORT: machine 0's address and a free port, e.g. 192.168.1.10:29500"
        )
    return args.machines, args.machine_rank, f"{host}:{port}"


def pick_trigger(book, person, wanted: str | None) -> str:
    """The trigger word: ``wanted``, else the person's, else ``ohwx`` (``ohwx2``… if another person has it)."""
    if wanted:
        return wanted
    if person.trigger:
        return person.trigger
    taken = {p.trigger for p in book.people if p.id != person.id}
    trigger, n = DEFAULT_TRIGGER, 1
    while trigger in taken:
        n += 1
        trigger = f"{DEFAULT_TRIGGER}{n}"
    return trigger


def find_person(book, key: str):
    """The person named (or with the id) ``key``; BookError naming the people there are otherwise."""
    try:
        return book.person(key)
    except KeyError:
        people = (
            ", ".join(repr(p.name) for p in book.people) or "none yet (add one with `memorybook person add`)"
        )
        raise BookError(f"no person {key!r} in this book; the people are: {people}") from None


def run_training(
    cmd: list[str], debug: bool = False, json_lines: bool = False, expect_done: bool = True
) -> dict:
    """Run the training subprocess, drawing its JSON progress lines as a tqdm bar (with ``json_lines``: passing
    them to stdout as they are); returns the ``done`` record.

    Raises:
        BookError: the script stopped with an error (its one-line message) or a non-zero status.
        KeyboardInterrupt: Ctrl-C; the launcher and all training processes are stopped first (checkpoints
            stay for --resume).
    """
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    root = str(script_path().parents[1])
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    # Its own process group, so that cancelling stops the launcher and every training process it started.
    proc = subprocess.Popen(
        cmd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
        start_new_session=os.name == "posix",
    )
    tail: deque[str] = deque(maxlen=40)

    def read_stderr() -> None:
        for line in proc.stderr:
            tail.append(line.rstrip("\n"))
            if debug:
                sys.stderr.write(line)

    reader = threading.Thread(target=read_stderr, daemon=True)
    reader.start()
    try:
        done = _follow_progress(proc, json_lines)
    except KeyboardInterrupt:
        stop_process_group(proc)
        raise
    finally:
        reader.join(timeout=5)
    if proc.returncode != 0:
        errors = [line[len(ERROR_PREFIX) :] for line in tail if line.startswith(ERROR_PREFIX)]
        if errors:
            raise BookError(errors[-1])
        if not debug:
            sys.stderr.write("\n".join(tail) + "\n")
        raise BookError(f"training stopped with exit status {proc.returncode}; the messages above say why")
    if not done and expect_done:
        raise BookError("training ended without writing its LoRA; run again with --debug to see its log")
    return done


def _follow_progress(proc: subprocess.Popen, json_lines: bool) -> dict:
    """Read the trainer's JSON lines until it ends: each step drawn on a tqdm bar (``json_lines``: passed to
    stdout as they are); returns the ``done`` record (``{}`` when none came). Waits for the process."""
    from tqdm import tqdm

    bar = tqdm(total=None, unit="step", desc="training", file=sys.stderr, leave=False, disable=json_lines)
    done: dict = {}
    try:
        for line in proc.stdout:
            if not line.startswith("{"):
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if "step" in record and json_lines:
                sys.stdout.write(json.dumps(record) + "\n")
                sys.stdout.flush()
            elif "step" in record:
                bar.total = record["total"]
                bar.n = record["step"]
                bar.set_postfix(loss=f"{record['loss']:.4f}", eta=f"{record['eta_seconds']:.0f}s")
                bar.refresh()
            elif record.get("event") == "done":
                done = record
        proc.wait()
    finally:
        bar.close()
    return done


def stop_process_group(proc: subprocess.Popen, grace: float = 15.0) -> None:
    """SIGTERM to ``proc``'s whole process group (launcher and ranks), SIGKILL after ``grace`` seconds."""

    def send(sig) -> None:
        try:
            if os.name == "posix":
                os.killpg(proc.pid, sig)
            else:  # pragma: no cover - Windows: no process groups from start_new_session
                proc.terminate() if sig == signal.SIGTERM else proc.kill()
        except ProcessLookupError:
            pass

    send(signal.SIGTERM)
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        send(signal.SIGKILL if os.name == "posix" else signal.SIGTERM)
        proc.wait()


def _copy_atomic(source: Path, target: Path) -> None:
    tmp = target.with_name(f".{target.name}.tmp")
    shutil.copyfile(source, tmp)
    with open(tmp, "rb") as f:
        os.fsync(f.fileno())
    os.replace(tmp, target)


def _script_args(
    args: argparse.Namespace, model: str, photos: list[str], trigger: str, work_dir: Path, person
) -> list[str]:
    """The command line of ``training/train_lora.py`` for ``memorybook train``'s options."""
    script_args = [
        "--pretrained_model",
        model,
        "--instance_images",
        *photos,
        "--trigger",
        trigger,
        "--output_dir",
        str(work_dir),
        "--output_name",
        person.id,
        "--max_train_steps",
        str(args.steps),
        "--resolution",
        str(args.resolution),
        "--rank",
        str(args.rank),
        "--checkpointing_steps",
        str(max(1, min(100, args.steps // 4))),
        "--no_progress_bar",
    ]
    if args.resume:
        script_args.append("--resume")
    if args.fsdp2:
        script_args.append("--fsdp2")
    return script_args


def _checked_inputs(args: argparse.Namespace, book, person) -> str:
    """The base model to train on, after the checks of ``memorybook train``'s options. Raises BookError."""
    if not person.photos:
        raise BookError(
            f"{person.name!r} has no reference photos; add some with `memorybook person add --photos`"
        )
    if args.steps < 1 or args.processes < 1:
        raise BookError("--steps and --processes must be at least 1")
    model = args.model or book.illustration.model
    if not model:
        raise BookError("no base model: pass --model (a diffusers folder, a .safetensors file or a hub id)")
    return model


def cmd_train(args: argparse.Namespace) -> int:
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    from app.cli.book_cmds import _note_shared

    _note_shared(args.book)
    book = project.book
    person = find_person(book, args.person)
    model = _checked_inputs(args, book, person)
    photos = [str(project.photo_path(name)) for name in person.photos]
    trigger = pick_trigger(book, person, args.trigger)
    lora_dir = project.lora_path(f"loras/{person.id}")  # a link out of the book is refused
    work_dir = (args.output or lora_dir).resolve()
    work_dir.mkdir(parents=True, exist_ok=True)
    script_args = _script_args(args, model, photos, trigger, work_dir, person)
    machines = check_machines(args)
    cmd = launch_command(script_args, args.processes, args.cpu, args.config, machines=machines)
    if machines and machines[1] != 0:  # machine 0 writes the LoRA into its book; this one only trains
        run_training(cmd, debug=getattr(args, "debug", False), json_lines=args.json, expect_done=False)
        print(f"machine {machines[1]}: training finished; machine 0 writes the LoRA into its book")
        return 0
    done = run_training(cmd, debug=getattr(args, "debug", False), json_lines=args.json)
    _keep_lora(args, project.root, person.id, done, lora_dir, work_dir, trigger, model)
    return 0


def _keep_lora(
    args, root: Path, person_id: str, done: dict, lora_dir: Path, work_dir: Path, trigger, model
) -> None:
    """Copy the trained LoRA into the book (``lora_dir``), record it on the person and print the result."""
    from app.book.project import BookProject

    lora_dir.mkdir(parents=True, exist_ok=True)
    lora, kohya = Path(done["lora"]), Path(done["kohya"])
    if lora.parent.resolve() != lora_dir.resolve():
        for source in (lora, kohya, lora.parent / "training_info.json"):
            _copy_atomic(source, lora_dir / source.name)
    if args.output is None:  # the book keeps the LoRA, not the optimiser states (it is packed and shared)
        shutil.rmtree(work_dir / "checkpoints", ignore_errors=True)
    # The book may have been edited while the training ran (the desktop app saves every few seconds): read
    # it again now and change only this person, so those edits are kept.
    project = BookProject.open(root)
    person = find_person(project.book, person_id)
    person.lora = (lora_dir / lora.name).relative_to(project.root).as_posix()
    person.trigger = trigger
    person.base_model = model
    project.save()
    kohya_path = (lora_dir / kohya.name).relative_to(project.root).as_posix()
    if args.json:
        record = {"event": "done", "person": person.id, "steps": done["steps"], "lora": person.lora}
        print(json.dumps(record | {"kohya": kohya_path, "trigger": trigger, "base_model": model}))
        return
    print(f"trained {person.name}: {done['steps']} steps, LoRA {person.lora}")
    print(f"  kohya/ComfyUI export: {kohya_path}")
    print(f"  prompts name them with the trigger word {trigger!r}; base model {model}")
