"""``memorybook train``: teach the model one person of a book (a LoRA trained on their photos).

Wraps ``training/train_lora.py`` in an ``accelerate launch`` subprocess (:mod:`app.cli.train_process`: one
process, or DDP over several GPUs — or several CPU processes over gloo where there is no GPU), reads its
one-JSON-line-per-step progress into a progress bar, and at the end records the LoRA file, trigger word and
base model on the person in ``book.json``.

The LoRA lands in ``BOOKDIR/loras/<person-id>/``: ``pytorch_lora_weights.safetensors`` (diffusers/PEFT, what
the illustrator loads) and ``<person-id>.kohya.safetensors`` (ComfyUI / AUTOMATIC1111). Checkpoints go to
``--output`` (default: that same folder, where they are deleted once training has finished), so an
interrupted run continues with ``--resume``.

``--era ERA`` trains on the photos of one era of the person (:class:`app.book.model.Era`: grandmother at 20,
not at 80) into ``BOOKDIR/loras/<person-id>-eras/<era>/`` (:func:`era_folder`) and records it as that era's
``lora``: the pages set in that era use it instead of the person's (:func:`app.book.requests.page_people`).
Every LoRA of a person is named in prompts by the person's one trigger word, so a ``--trigger`` other than the
one their LoRAs were trained with is refused.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from app.book.errors import BookError
from app.cli.arg_types import positive_int
from app.cli.train_process import (  # noqa: F401 - the training process, named here as before the split
    ERROR_PREFIX,
    free_port,
    launch_command,
    run_training,
    script_path,
    stop_process_group,
)
from words import Message, say

DEFAULT_TRIGGER = "ohwx"
"""Trigger word for a person who has none: a rare CLIP token, the DreamBooth community's usual choice."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train", help=say(Message("cli.help.train")))
    p.add_argument("book", type=Path, metavar="BOOKDIR", help=say(Message("cli.help.train.book")))
    p.add_argument("--person", required=True, metavar="NAME", help=say(Message("cli.help.train.person")))
    p.add_argument(
        "--era",
        metavar="ERA",
        help=say(Message("cli.help.train.era")),
    )
    p.add_argument("--model", metavar="M", help=say(Message("cli.help.train.model")))
    p.add_argument(
        "--steps", type=positive_int, default=400, metavar="N", help=say(Message("cli.help.train.steps"))
    )
    p.add_argument(
        "--processes",
        type=positive_int,
        default=1,
        metavar="N",
        help=say(Message("cli.help.train.processes")),
    )
    _add_run_options(p)
    p.set_defaults(func=cmd_train)


def _add_run_options(p: argparse.ArgumentParser) -> None:
    """``train``'s options for the run: resume, output, trigger, size, processes, machines, progress."""
    p.add_argument("--resume", action="store_true", help=say(Message("cli.help.train.resume")))
    p.add_argument("--output", type=Path, metavar="DIR", help=say(Message("cli.help.train.output")))
    p.add_argument("--trigger", help=say(Message("cli.help.train.trigger")))
    p.add_argument(
        "--resolution", type=int, default=512, metavar="PX", help=say(Message("cli.help.train.resolution"))
    )
    p.add_argument("--rank", type=int, default=8, help=say(Message("cli.help.train.rank")))
    p.add_argument("--config", type=Path, metavar="YAML", help=say(Message("cli.help.train.config")))
    p.add_argument("--cpu", action="store_true", help=say(Message("cli.help.train.cpu")))
    p.add_argument(
        "--fsdp2",
        action="store_true",
        help=say(Message("cli.help.train.fsdp2")),
    )
    p.add_argument(
        "--machines",
        type=int,
        default=1,
        metavar="N",
        help=say(Message("cli.help.train.machines")),
    )
    p.add_argument(
        "--machine-rank", type=int, default=0, metavar="R", help=say(Message("cli.help.train.machine_rank"))
    )
    p.add_argument(
        "--main-address",
        metavar="HOST:PORT",
        help=say(Message("cli.help.train.main_address")),
    )
    p.add_argument(
        "--json",
        action="store_true",
        help=say(
            Message(
                "cli.help.train.json",
                progress="{step, total, loss, seconds_per_step, eta_seconds}",
                last="{event: done, ...}",
            )
        ),
    )


def check_machines(args: argparse.Namespace) -> tuple[int, int, str] | None:
    """``(machines, machine rank, "HOST:PORT")`` from ``--machines/--machine-rank/--main-address``, or None for one
    machine. Raises BookError for a rank out of range or an address without a port."""
    if args.machines < 1:
        raise BookError(Message("training.cli.machines"))
    if args.machines == 1:
        return None
    if not 0 <= args.machine_rank < args.machines:
        raise BookError(Message("training.cli.machine_rank", rank=args.machine_rank, last=args.machines - 1))
    host, _, port = (args.main_address or "").rpartition(":")
    if not host or not port.isdigit():
        raise BookError(Message("training.cli.main_address"))
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
        if not book.people:
            raise BookError(Message("training.cli.no_people", person=key)) from None
        people = [f"'{p.name}'" for p in book.people]
        raise BookError(Message("training.cli.no_person", person=key, people=people)) from None


@dataclass(frozen=True)
class Target:
    """What one training teaches: ``person`` (their id) at ``era`` (an era's name; None: their whole life),
    from ``photos`` (file names in ``photos/``), into ``folder`` (the LoRA's folder, relative to the book:
    ``loras/<person id>`` or :func:`era_folder`), its kohya export named ``<name>.kohya.safetensors``."""

    person: str
    era: str | None
    photos: tuple[str, ...]
    folder: str
    name: str


def era_folder(person_id: str, era_name: str) -> str:
    """``loras/<person id>-eras/<era>``: the era's own folder. A name of plain letters, digits, ``-`` and ``_``
    (``1980s``) is kept; any other (少女时代, ``age 20/30``) becomes ``era-`` + the first 12 hex digits of its
    UTF-8 SHA-256, a file name on every file system."""
    if re.fullmatch(r"[A-Za-z0-9_-]{1,40}", era_name):
        return f"loras/{person_id}-eras/{era_name}"
    return f"loras/{person_id}-eras/era-{hashlib.sha256(era_name.encode()).hexdigest()[:12]}"


def training_target(person, era_name: str | None) -> Target:
    """The :class:`Target` of ``memorybook train --person P [--era ERA]`` (``all``: the whole life, as without
    ``--era``).

    Raises:
        BookError: the era is not one of the person's (the message names theirs), or the person (the era)
            has no reference photos (the message names the command that adds some).
    """
    from app.book.eras import ALL_LIFE
    from app.book.sheets import find_era

    if era_name is None or era_name == ALL_LIFE:
        if not person.photos:
            raise BookError(Message("training.cli.no_photos", person=person.name))
        return Target(person.id, None, tuple(person.photos), f"loras/{person.id}", person.id)
    try:
        era = find_era(person, era_name)
    except KeyError as err:  # the message names the person's eras
        raise BookError(err.args[0]) from None
    assert era is not None  # the whole life (ALL_LIFE) was taken above
    if not era.photos:
        raise BookError(Message("training.cli.no_era_photos", person=person.name, era=era.name))
    folder = era_folder(person.id, era.name)
    return Target(person.id, era.name, tuple(era.photos), folder, f"{person.id}-{folder.rsplit('/', 1)[1]}")


def checked_trigger(book, person, target: Target, wanted: str | None) -> str:
    """The trigger word of ``target``'s training (:func:`pick_trigger`). Raises BookError when ``wanted``
    differs from the word the person's other LoRAs were trained with: prompts name a person by one word
    (``Person.trigger``, :func:`model.pipelines.prompt`), and those LoRAs would no longer hear it."""
    trigger = pick_trigger(book, person, wanted)
    others = [person.lora] if target.era is not None else []
    others += [era.lora for era in person.eras if era.name != target.era]
    if person.trigger and trigger != person.trigger and any(others):
        raise BookError(Message("training.cli.other_trigger", person=person.name, trigger=person.trigger))
    return trigger


def _script_args(
    args: argparse.Namespace, model: str, photos: list[str], trigger: str, work_dir: Path, name: str
) -> list[str]:
    """The command line of ``training/train_lora.py`` for ``memorybook train``'s options."""
    script_args = ["--pretrained_model", model, "--instance_images", *photos, "--trigger", trigger]
    script_args += [
        "--output_dir",
        str(work_dir),
        "--output_name",
        name,
        "--max_train_steps",
        str(args.steps),
    ]
    script_args += ["--resolution", str(args.resolution), "--rank", str(args.rank)]
    script_args += ["--checkpointing_steps", str(max(1, min(100, args.steps // 4))), "--no_progress_bar"]
    if args.resume:
        script_args.append("--resume")
    if args.fsdp2:
        script_args.append("--fsdp2")
    return script_args


def _checked_model(args: argparse.Namespace, book) -> str:
    """The base model to train on, after the checks of ``memorybook train``'s options. Raises BookError."""
    if args.steps < 1 or args.processes < 1:
        raise BookError(Message("training.cli.steps"))
    model = args.model or book.illustration.model
    if not model:
        raise BookError(Message("training.cli.no_model"))
    return model


def cmd_train(args: argparse.Namespace) -> int:
    from app.book.project import BookProject
    from app.cli.book_cmds import _note_shared
    from model.installed import require_training

    require_training()  # the light app: said before any question about the base model

    project = BookProject.open(args.book)
    _note_shared(args.book)
    book = project.book
    person = find_person(book, args.person)
    target = training_target(person, args.era)
    model = _checked_model(args, book)
    trigger = checked_trigger(book, person, target, args.trigger)
    photos = [str(project.photo_path(name)) for name in target.photos]
    lora_dir = project.lora_path(target.folder)  # a link out of the book is refused
    work_dir = (args.output or lora_dir).resolve()
    work_dir.mkdir(parents=True, exist_ok=True)
    script_args = _script_args(args, model, photos, trigger, work_dir, target.name)
    machines = check_machines(args)
    cmd = launch_command(script_args, args.processes, args.cpu, args.config, machines=machines)
    if machines and machines[1] != 0:  # machine 0 writes the LoRA into its book; this one only trains
        run_training(cmd, debug=getattr(args, "debug", False), json_lines=args.json, expect_done=False)
        print(say(Message("training.cli.machine_done", machine=machines[1])))
        return 0
    done = run_training(cmd, debug=getattr(args, "debug", False), json_lines=args.json)
    _copy_into_book(done, lora_dir, work_dir, keep_checkpoints=args.output is not None)
    lora = _record(project.root, target, (lora_dir / Path(done["lora"]).name), trigger, model)
    kohya = (lora_dir / Path(done["kohya"]).name).relative_to(project.root).as_posix()
    _report(args.json, person.name, target, done["steps"], lora, kohya, trigger, model)
    return 0


def _copy_into_book(done: dict, lora_dir: Path, work_dir: Path, keep_checkpoints: bool) -> None:
    """Copy the trained LoRA, its kohya export and ``training_info.json`` atomically into ``lora_dir`` (when
    trained elsewhere); without ``keep_checkpoints`` the optimiser states go (the book is packed and shared)."""
    from app.book.fileio import atomic_writer

    lora_dir.mkdir(parents=True, exist_ok=True)
    lora = Path(done["lora"])
    if lora.parent.resolve() != lora_dir.resolve():
        for source in (lora, Path(done["kohya"]), lora.parent / "training_info.json"):
            with open(source, "rb") as f, atomic_writer(lora_dir / source.name) as out:
                shutil.copyfileobj(f, out)
    if not keep_checkpoints:
        shutil.rmtree(work_dir / "checkpoints", ignore_errors=True)


def _record(root: Path, target: Target, lora_file: Path, trigger: str, model: str) -> str:
    """Record ``lora_file`` on the person (their ``lora`` and ``base_model``) or on their era (its ``lora``),
    with the trigger word; returns its path relative to the book. The book is read again first: it may have
    been edited while the training ran (the desktop app saves every few seconds), and only this person
    changes, so those edits are kept. Raises BookError when the era went meanwhile (the LoRA stays in its
    folder)."""
    from app.book.project import BookProject

    project = BookProject.open(root)
    person = find_person(project.book, target.person)
    relative = lora_file.relative_to(project.root).as_posix()
    if target.era is None:
        person.lora, person.base_model = relative, model
    else:
        era = next((e for e in person.eras if e.name == target.era), None)
        if era is None:
            raise BookError(
                Message("training.cli.era_removed", person=person.name, era=target.era, path=relative)
            )
        era.lora = relative
    person.trigger = trigger
    project.save()
    return relative


def _report(
    json_lines: bool, who: str, target: Target, steps: int, lora: str, kohya: str, trigger: str, model: str
) -> None:
    """Print what was trained: one ``done`` JSON record (``--json``, the desktop app), else three lines."""
    if json_lines:
        record = {"event": "done", "person": target.person, "steps": steps, "lora": lora, "kohya": kohya}
        record |= {"era": target.era} if target.era is not None else {}
        print(json.dumps(record | {"trigger": trigger, "base_model": model}))
        return
    if target.era is None:
        print(say(Message("training.cli.trained", person=who, steps=steps, lora=lora)))
    else:
        print(say(Message("training.cli.trained_era", person=who, era=target.era, steps=steps, lora=lora)))
    print(say(Message("training.cli.kohya", path=kohya)))
    print(say(Message("training.cli.trigger", trigger=trigger, model=model)))
