"""``memorybook models …`` (tiny test models, downloads, inspection) and ``memorybook illustrate`` (one picture).

``memorybook illustrate --model M --prompt P --style none -o OUT.png`` with no other option uses the pipeline's
own defaults (steps, guidance, size; a catalogue model's recommended steps and guidance) and seed 0, so its
image equals the bare diffusers pipeline's ``pipe(P, generator=torch.Generator("cpu").manual_seed(0))``. With a
model that takes reference images, ``--photo P --reference [NAME=]R …`` gives it the photo and the reference
photos as its images (``image=[P, R, …]``), and a style turns the prompt into an instruction naming them.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from model.errors import ModelError
from words import Message, say


def register(sub: argparse._SubParsersAction) -> None:
    models = sub.add_parser("models", help=say(Message("cli.help.models")))
    msub = models.add_subparsers(dest="models_command", metavar="ACTION", required=True)

    tiny = msub.add_parser("make-tiny", help=say(Message("cli.help.models.make_tiny")))
    tiny.add_argument("folder", type=Path, help=say(Message("cli.help.models.make_tiny.folder")))
    from model.tiny import TINY_ARCHITECTURES

    tiny.add_argument(
        "--arch",
        choices=TINY_ARCHITECTURES,
        default="sd",
        help=say(Message("cli.help.models.make_tiny.arch")),
    )
    tiny.add_argument("--seed", type=int, default=0, help=say(Message("cli.help.models.make_tiny.seed")))
    tiny.set_defaults(func=cmd_make_tiny)

    dl = msub.add_parser("download", help=say(Message("cli.help.models.download")))
    dl.add_argument(
        "repo_id",
        help=say(Message("cli.help.models.download.repo_id")),
    )
    dl.add_argument("--revision", help=say(Message("cli.help.models.download.revision")))
    dl.add_argument(
        "--allow-pickle", action="store_true", help=say(Message("cli.help.models.download.allow_pickle"))
    )
    dl.set_defaults(func=cmd_download)

    info = msub.add_parser("inspect", help=say(Message("cli.help.models.inspect")))
    _add_model_arguments(info)
    info.set_defaults(func=cmd_inspect)

    _register_illustrate(sub)


def _register_illustrate(sub: argparse._SubParsersAction) -> None:
    """Add ``illustrate``."""
    ill = sub.add_parser("illustrate", help=say(Message("cli.help.illustrate")))
    _add_model_arguments(ill)
    ill.add_argument("--prompt", "-p", required=True, help=say(Message("cli.help.illustrate.prompt")))
    ill.add_argument("--negative", default="", help=say(Message("cli.help.illustrate.negative")))
    ill.add_argument("--photo", type=Path, help=say(Message("cli.help.illustrate.photo")))
    ill.add_argument(
        "--reference",
        action="append",
        default=[],
        metavar="[NAME=]PHOTO",
        help=say(Message("cli.help.illustrate.reference")),
    )
    ill.add_argument(
        "--strength", type=float, default=0.55, help=say(Message("cli.help.illustrate.strength"))
    )
    ill.add_argument("--seed", type=int, default=0, help=say(Message("cli.help.illustrate.seed")))
    ill.add_argument("--steps", type=int, help=say(Message("cli.help.illustrate.steps")))
    ill.add_argument("--guidance", type=float, help=say(Message("cli.help.illustrate.guidance")))
    ill.add_argument("--width", type=int, help=say(Message("cli.help.illustrate.width")))
    ill.add_argument("--height", type=int, help=say(Message("cli.help.illustrate.height")))
    ill.add_argument("--style", default="watercolour", help=say(Message("cli.help.illustrate.style")))
    ill.add_argument("--device", help=say(Message("cli.help.illustrate.device")))
    ill.add_argument(
        "--dtype", choices=("fp32", "fp16", "bf16"), help=say(Message("cli.help.illustrate.dtype"))
    )
    ill.add_argument(
        "-o", "--output", type=Path, required=True, help=say(Message("cli.help.illustrate.output"))
    )
    ill.set_defaults(func=cmd_illustrate)


def _add_model_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", "-m", required=True, help=say(Message("cli.help.models.model")))
    parser.add_argument(
        "--allow-pickle",
        action="store_true",
        help=say(Message("cli.help.models.allow_pickle")),
    )
    parser.add_argument("--arch", help=say(Message("cli.help.models.arch")))
    parser.add_argument("--config", help=say(Message("cli.help.models.config")))


def cmd_make_tiny(args: argparse.Namespace) -> int:
    if args.folder.exists() and any(args.folder.iterdir()):
        raise ModelError(Message("model.cli.folder_not_empty", path=args.folder))
    with _libraries_quiet(args.debug):
        from model.tiny import save_tiny_pipeline

        save_tiny_pipeline(args.folder, args.arch, seed=args.seed)
    print(say(Message("model.cli.wrote_tiny", arch=args.arch, path=args.folder)))
    return 0


@contextmanager
def _libraries_quiet(debug: bool) -> Iterator[None]:
    """While active (not with ``--debug``), diffusers' and transformers' notices below an error ("requires
    torchvision … falling back") and their "Writing model shards" bars stay off the console: they are not the
    volunteer's to act on, and they are English in a Chinese session. Their levels and bars are put back after
    (``diffusers.utils.logging`` / ``transformers.utils.logging``: ``set_verbosity``, ``disable_progress_bar``)."""
    if debug:
        yield
        return
    from diffusers.utils import logging as diffusers_logging
    from transformers.utils import logging as transformers_logging

    libraries = (diffusers_logging, transformers_logging)
    saved = [(m.get_verbosity(), m.is_progress_bar_enabled()) for m in libraries]
    for m in libraries:
        m.set_verbosity_error()
        m.disable_progress_bar()
    try:
        yield
    finally:
        for m, (level, bars) in zip(libraries, saved, strict=True):
            m.set_verbosity(level)
            if bars:
                m.enable_progress_bar()


def cmd_download(args: argparse.Namespace) -> int:
    from model.catalog import hub_id_for
    from model.pipelines.loading import download

    repo_id = hub_id_for(args.repo_id)  # a catalogue id downloads its Hugging Face model
    folder = download(repo_id, revision=args.revision, allow_pickle=args.allow_pickle)
    print(say(Message("located", where=args.repo_id, message=str(folder))))
    return 0


def cmd_inspect(args: argparse.Namespace) -> int:
    from model.pipelines.sources import inspect_source

    source = inspect_source(args.model, allow_pickle=args.allow_pickle, arch=args.arch, config=args.config)
    refs = source.max_references
    for line in (
        Message("model.cli.inspect.model", model=source.name),
        Message("model.cli.inspect.kind", kind=source.kind),
        Message("model.cli.inspect.path", path=str(source.path)),
        Message("model.cli.inspect.arch", arch=str(source.arch), pipeline=source.pipeline_class),
        Message("model.cli.inspect.languages", languages=list(source.prompt_languages)),
        Message("model.cli.inspect.references", most=refs)
        if refs
        else Message("model.cli.inspect.no_references"),
        Message("model.cli.inspect.identity", fingerprint=source.fingerprint),
    ):
        print(say(line))
    return 0


def _write_atomic(path: Path, write) -> None:
    """Write via a temp file in the same folder, fsync, then os.replace (never a half-written file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _sha256(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def _reference_people(values: list[str]) -> tuple:
    """``--reference [NAME=]PHOTO`` values → one :class:`model.api.PersonAdapter` per name (in the order first
    given), each with its photos and their SHA-256. Raises ModelError for a photo that is not a file."""
    from model.api import PersonAdapter

    photos: dict[str, list[Path]] = {}
    for value in values:
        name, sep, path = value.partition("=")
        if not sep or not name.strip() or Path(value).is_file():
            name, path = "This person", value
        if not Path(path).is_file():
            raise ModelError(Message("model.cli.no_reference", path=path))
        photos.setdefault(name.strip(), []).append(Path(path))
    return tuple(
        PersonAdapter(
            name=name,
            reference_paths=tuple(str(p) for p in paths),
            reference_sha256=tuple(_sha256(p) for p in paths),
        )
        for name, paths in photos.items()
    )


def _check_illustrate_args(args: argparse.Namespace) -> None:
    """Raise ModelError naming the option for what ``memorybook illustrate`` cannot use, before a model is
    loaded: an output that is not .png, a missing photo, a size that is not a positive multiple of 8, a
    strength outside 0–1, an unknown style."""
    if args.output.suffix.lower() != ".png":
        raise ModelError(Message("model.cli.not_png", path=args.output))
    if args.photo is not None and not args.photo.is_file():
        raise ModelError(Message("model.cli.no_photo", path=args.photo))
    for name in ("width", "height"):
        value = getattr(args, name)
        if value is not None and (value <= 0 or value % 8):
            raise ModelError(Message("model.cli.multiple_of_8", option=f"--{name}", value=value))
    if not 0.0 <= args.strength <= 1.0:
        raise ModelError(Message("model.cli.bad_strength", value=args.strength))
    if args.style.lower() != "none":
        from model.styles import get_style

        get_style(args.style)  # an unknown name fails here, before the model is loaded


def _illustrate_prompt(args: argparse.Namespace, illustrator, people) -> tuple[str, str, list[Message]]:
    """``(prompt, negative, warnings)``: an instruction naming the photos for a model taking references
    (with a style), else the style + prompt (``--style none``: the prompt exactly as written); ``--negative``
    is appended to the negative prompt."""
    from model.pipelines.prompt import compose_prompt

    if illustrator.max_references and args.style.lower() != "none":
        from model.pipelines.instruction import compose_instruction

        prompt, negative, warnings = compose_instruction(
            args.style,
            people,
            args.prompt,
            "",
            illustrator.prompt_languages,
            has_photo=args.photo is not None,
            limit=illustrator.max_references,
        )
    else:  # --style none: the prompt goes in exactly as written (the bare pipeline's call)
        prompt, negative, warnings = compose_prompt(
            args.style, [], args.prompt, "", illustrator.prompt_languages
        )
    return prompt, ", ".join(p for p in (negative, args.negative) if p), list(warnings)


def cmd_illustrate(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from model.api import IllustrationRequest
    from model.engines.diffusion import DiffusionIllustrator

    _check_illustrate_args(args)
    people = _reference_people(args.reference)
    illustrator = DiffusionIllustrator(
        args.model,
        device=args.device,
        dtype=args.dtype,
        allow_pickle=args.allow_pickle,
        arch=args.arch,
        config=args.config,
    )
    if people and not illustrator.max_references:
        raise ModelError(Message("model.cli.no_references_taken", model=args.model))
    prompt, negative, warnings = _illustrate_prompt(args, illustrator, people)
    default_w, default_h = illustrator.default_size()
    request = IllustrationRequest(
        engine="diffusion",
        model=args.model,
        prompt=prompt,
        negative_prompt=negative,
        style=args.style,
        scene=args.prompt,
        people=people,
        photo_path=str(args.photo) if args.photo else None,
        photo_sha256=_sha256(args.photo) if args.photo else None,
        strength=args.strength,
        seed=args.seed,
        steps=args.steps,
        guidance=args.guidance,
        width=args.width or default_w,
        height=args.height or default_h,
    )
    unit, drawing = say(Message("model.cli.step_unit")), say(Message("model.cli.drawing"))
    with tqdm(total=None, unit=unit, desc=drawing, leave=False) as bar:

        def on_progress(progress) -> None:
            bar.total = progress.total
            bar.update(progress.step - bar.n)

        result = illustrator.illustrate(request, on_progress=on_progress)
    sidecar = json.dumps(result.sidecar(), ensure_ascii=False, indent=2, default=str).encode()
    _write_atomic(args.output, lambda handle: result.image.save(handle, format="PNG"))
    _write_atomic(args.output.with_suffix(".json"), lambda handle: handle.write(sidecar))
    for warning in warnings + drawing_warnings(result.info):
        print(say(Message("model.cli.warning", warning=warning)))
    seconds = f"{result.info['seconds']:.1f}"
    width, height = result.image.width, result.image.height
    print(say(Message("model.cli.wrote", path=args.output, width=width, height=height, seconds=seconds)))
    return 0


def drawing_warnings(info: dict) -> list[Message | str]:
    """The warnings of a drawn picture's record: its messages (``said_warnings``), said in the user's language;
    a record without them (another engine, an older drawing server) gives its English ``warnings`` as they are."""
    said = info.get("said_warnings")
    if not isinstance(said, list):
        return [str(w) for w in info.get("warnings", [])]
    out: list[Message | str] = []
    for warning in said:
        try:
            out.append(Message.from_json(warning))
        except (ValueError, TypeError, AttributeError, RecursionError):
            out.append(str(warning))
    return out
