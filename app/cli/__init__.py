"""The ``memorybook`` command line.

Each command group lives in its own module under ``app/cli/`` and exposes ``register(subparsers)``, which
adds its sub-command(s) and sets ``func`` (taking the parsed ``argparse.Namespace``, returning an exit status).
Errors a user can fix (:class:`app.book.errors.BookError`, :class:`model.errors.ModelError`) are printed as
one line and exit with status 1; a traceback is shown only with ``--debug``.

Everything printed passes one boundary, :class:`app.console.EscapingStream` around ``sys.stdout`` and
``sys.stderr`` while a command runs: control characters a book, a story, a file name or a video brings (ESC,
BEL, C1, bidi overrides) are shown escaped, never obeyed; an error line has its line ends escaped too, so it
stays one line.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys

from app import __version__
from app.console import ensure_std_streams, escape_controls, escaped_std_streams, tolerate_unencodable_output
from words import Message, message_of, say, use_language

COMMAND_MODULES = [
    "app.cli.book_cmds",
    "app.cli.photos",
    "app.cli.eras",
    "app.cli.video",
    "app.cli.interview",
    "app.cli.likeness",
    "app.cli.models",
    "app.cli.train",
    "app.cli.plan",
    "app.cli.check",
    "app.cli.serve",
    "app.cli.gui",
]
"""Modules that add sub-commands, in the order they appear in ``memorybook --help``."""


def build_parser() -> argparse.ArgumentParser:
    """The ``memorybook`` parser with every command of :data:`COMMAND_MODULES`; its help is in the user's
    language when built inside :func:`app.cli.parser_language.parser_language`."""
    from app.cli.parser_language import MemorybookParser, describe_positionals

    parser = MemorybookParser(
        prog="memorybook",
        description=say(Message("cli.help.memorybook.description")),
    )
    version = say(Message("cli.help.memorybook.version"))  # argparse's own default is not passed to _()
    parser.add_argument("--version", action="version", version=f"memorybook {__version__}", help=version)
    parser.add_argument("--debug", action="store_true", help=say(Message("cli.help.memorybook.debug")))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    describe_positionals(parser)
    return parser


def user_errors() -> tuple[type[BaseException], ...]:
    """The exception types reported as one line (no traceback)."""
    from app.book.errors import BookError
    from model.errors import ModelError

    return (BookError, ModelError)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``memorybook``; returns the process exit status."""
    ensure_std_streams()  # a windowed build has no console: give progress bars and logging somewhere to write
    tolerate_unencodable_output()  # a file name that is not UTF-8 never ends a command with a traceback
    from app.pydantic_plugins import switch_off_pydantic_plugins

    switch_off_pydantic_plugins()  # before the first model class: no plugin scan (≈ 13 ms)
    from app.cli.language import cli_language
    from app.cli.parser_language import parser_language

    language = cli_language()  # LANG=zh_CN…: help, usage errors and every line printed in Chinese
    use_language(language)  # every Message the commands print or raise is said in it (words.say)
    with parser_language():
        parser = build_parser()
        args = parser.parse_args(argv)
        if not getattr(args, "func", None):
            parser.print_help()
            return 2
    with escaped_std_streams():
        # the printing boundary: nothing a book brings is obeyed by the terminal
        logging.basicConfig(level=logging.DEBUG if args.debug else logging.WARNING, format="%(message)s")
        if not args.debug:  # library warnings (diffusers, transformers, torchvision) go to the log file
            from app.cli.noise import log_library_noise

            log_library_noise()
        return _run(args)


def _error(message: Message | str) -> None:
    """Print ``memorybook: error: <message>`` as one line in the user's language (line ends shown escaped);
    an English string (core code not yet converted) is said by :func:`app.cli.output.core_value`."""
    from app.cli.output import core_value

    print(escape_controls(say(Message("cli.error", message=core_value(message)))), file=sys.stderr)


def _run(args: argparse.Namespace) -> int:
    """Run the parsed command; a user's mistake, a disk problem, Ctrl-C become one line and a status."""
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print(say(Message("cli.cancelled")), file=sys.stderr)
        return 130
    except user_errors() as err:
        if args.debug:
            raise
        _error(message_of(err))
        return 1
    except (
        ModuleNotFoundError
    ) as err:  # the light app asked for what only the full app has (model/installed.py)
        from model import installed

        top = (err.name or "").split(".")[0]
        if (
            args.debug
            or not installed.is_bundle()
            or top not in installed.TRAINING_MODULES + installed.SPEECH_MODULES
        ):
            raise
        _error(
            say(
                installed.FULL_APP_SPEECH if top in installed.SPEECH_MODULES else installed.FULL_APP_DIFFUSION
            )
        )
        return 1
    except BrokenPipeError:
        # the reader went away (`memorybook check BOOK | head`): nothing to say, as cat does
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 141
    except OSError as err:  # the disk, not the program: read-only media, a full disk, a folder in the way
        if args.debug:
            raise
        from app.cli.output import core_value

        disk = Message("cli.disk_error", reason=core_value(err.strerror or str(err)))
        _error(Message("located", where=str(err.filename), message=disk) if err.filename else disk)
        return 1
    except Exception as err:
        from pydantic import ValidationError

        from model.errors import Cancelled

        if isinstance(err, Cancelled):
            print(say(Message("cli.cancelled")), file=sys.stderr)
            return 130
        if isinstance(err, ValidationError) and not args.debug:
            from app.book.field_errors import field_message

            _error(field_message(err, ""))
            return 1
        raise


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
