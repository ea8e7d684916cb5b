"""The training process of ``memorybook train``: its command line and its run.

- :func:`launch_command` — the ``accelerate launch`` command line of ``training/train_lora.py`` (one process,
  DDP over several GPUs, several CPU processes over gloo, several machines).
- :func:`run_training` — runs it in its own process group, reads its one-JSON-line-per-step progress into a
  progress bar (or passes it on), and turns its errors into one line.
- :func:`stop_process_group` — stops the launcher and every rank it started (Ctrl-C).
"""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import threading
from collections import deque
from pathlib import Path

from app.book.errors import BookError
from words import Message

ERROR_PREFIX = "train_lora: error: "
"""How the training script starts its one-line errors on stderr (training/train_lora.py)."""

MESSAGE_PREFIX = "train_lora: message: "
"""How the training script starts the same error as a message (its JSON: ``words.Message.to_json``), which this
side raises so that the error is said in the reader's language with its code and values."""


def script_path() -> Path:
    """Path of ``training/train_lora.py`` (found without importing it: it imports torch at the top)."""
    spec = importlib.util.find_spec("training.train_lora")
    if spec is None or spec.origin is None:  # pragma: no cover - a broken installation
        raise BookError(Message("training.cli.script_missing"))
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
        assert proc.stderr is not None  # started with stderr=PIPE
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
        error = _script_error(tail)
        if error is not None:
            raise BookError(error)
        if not debug:
            sys.stderr.write("\n".join(tail) + "\n")
        raise BookError(Message("training.cli.stopped", status=proc.returncode))
    if not done and expect_done:
        raise BookError(Message("training.cli.no_lora"))
    return done


def _script_error(tail) -> Message | str | None:
    """The training script's last error: its message (``MESSAGE_PREFIX``), else its English line, else None."""
    for line in reversed(tail):
        if line.startswith(MESSAGE_PREFIX):
            try:
                return Message.from_json(json.loads(line[len(MESSAGE_PREFIX) :]))
            except ValueError:
                continue
    errors = [line[len(ERROR_PREFIX) :] for line in tail if line.startswith(ERROR_PREFIX)]
    return errors[-1] if errors else None


def _follow_progress(proc: subprocess.Popen, json_lines: bool) -> dict:
    """Read the trainer's JSON lines until it ends: each step drawn on a tqdm bar (``json_lines``: passed to
    stdout as they are); returns the ``done`` record (``{}`` when none came). Waits for the process."""
    from tqdm import tqdm

    bar = tqdm(total=None, unit="step", desc="training", file=sys.stderr, leave=False, disable=json_lines)
    done: dict = {}
    assert proc.stdout is not None  # started with stdout=PIPE
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
