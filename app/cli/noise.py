"""Library warnings go to the console log, not the console (issue 24 item 6).

diffusers and transformers give their library loggers a ``logging.StreamHandler`` on ``sys.stderr`` when they
are imported (``diffusers.utils.logging._configure_library_root_logger``, the same in transformers) and stop
propagation; their warnings ("… divisible by 16", "Guidance scale … ignored", once per page) are English,
meant for developers, and say nothing a volunteer can act on. torchvision and others speak through
``warnings.warn``. :func:`log_library_noise` sends both to the console log
(:func:`app.console.log_dir`/``memorybook.log``) instead: ``warnings`` through ``logging.captureWarnings``,
and each library logger of :data:`LIBRARIES` keeps a file handler while plain stream handlers — those the
library has added and those it adds later — are left off. ``memorybook --debug`` leaves all this alone.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

LIBRARIES = (
    "diffusers",
    "transformers",
    "accelerate",
    "huggingface_hub",
    "torch",
    "torchvision",
    "py.warnings",
)
"""Loggers whose records go to the log file only (``py.warnings``: what ``warnings.warn`` says)."""


HANDLER_NAME = "memorybook-library-log"
"""The name of the log file handler :func:`log_library_noise` adds."""

_UNDO = None
"""Undoes the last :func:`log_library_noise` (None when nothing is set up)."""


def _console_handler(handler: logging.Handler) -> bool:
    """Whether ``handler`` is a plain stream handler (a console), not a file handler or one of ours."""
    return type(handler) is logging.StreamHandler


def log_library_noise() -> Callable[[], None]:
    """Route the library loggers of :data:`LIBRARIES` and ``warnings.warn`` to the console log file (module
    docstring); a second call replaces what the first set up. Returns a function undoing it (tests)."""
    from app.console import _open_log

    global _UNDO
    if _UNDO is not None:  # set up before (another command in this process): start again, to today's log
        _UNDO()

    handler = logging.StreamHandler(_open_log())
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s: %(message)s"))
    handler.set_name(HANDLER_NAME)
    logging.captureWarnings(True)
    undo: list[Callable[[], None]] = [lambda: logging.captureWarnings(False), handler.close]
    for name in LIBRARIES:
        logger = logging.getLogger(name)
        removed = [h for h in logger.handlers if _console_handler(h)]
        for h in removed:
            logger.removeHandler(h)
        logger.addHandler(handler)
        propagate, level = logger.propagate, logger.level
        logger.propagate = False
        if logger.level == logging.NOTSET:
            logger.setLevel(logging.WARNING)
        original = logger.addHandler

        def add(
            new: logging.Handler, _add: Callable[[logging.Handler], None] = original
        ) -> None:  # a library later
            if not _console_handler(new):
                _add(new)

        logger.addHandler = add  # type: ignore[method-assign, assignment]  # this logger only
        undo.append(_restorer(logger, handler, removed, propagate, level))

    def undo_all() -> None:
        global _UNDO
        for step in reversed(undo):
            step()
        undo.clear()
        _UNDO = None

    _UNDO = undo_all
    return undo_all


def _restorer(logger: logging.Logger, handler, removed, propagate: bool, level: int) -> Callable[[], None]:
    def restore() -> None:
        vars(logger).pop("addHandler", None)
        logger.removeHandler(handler)
        for h in removed:
            logger.addHandler(h)
        logger.propagate, logger.level = propagate, level

    return restore
