"""The launcher's SIGTERM (torchrun stops every process when one fails) ends a distributed build with our one
line, even when it lands inside library code that catches and wraps errors (diffusers' lazy imports: seen in a
full run, where rank 0 was still importing the pipeline when rank 1 was killed and the writer said "cannot load
the model: Failed to import diffusers.pipelines.onnx_utils")."""

from __future__ import annotations

import signal

import pytest

from model.errors import ModelError
from model.runtime.distributed import Machines


def _machines() -> Machines:
    """A Machines without a launch: no store, so which process was lost is not known here."""
    machines = Machines.__new__(Machines)
    machines.lost = lambda: None
    return machines


def _sigterm_in_a_library(swallow: bool = False) -> None:
    """SIGTERM to this process while a library call runs that wraps (or swallows) every Exception, as
    diffusers' ``_LazyModule`` does."""
    try:
        signal.raise_signal(signal.SIGTERM)  # its Python handler runs before this call returns
    except Exception as err:
        if not swallow:
            raise RuntimeError(f"Failed to import diffusers.pipelines.onnx_utils because of: {err}") from err


def test_a_wrapped_stop_is_still_the_lost_machine_line_in_the_writer():
    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(ModelError) as caught:
        with _machines().stopped_by_launcher("drawing pages", writer=True):
            _sigterm_in_a_library()
    message = str(caught.value)
    assert message.startswith(
        "a process of the launch stopped (killed, crashed or out of memory) while drawing"
    )
    assert "run the same command again" in message and "Failed to import" not in message
    assert isinstance(caught.value.__cause__, RuntimeError)  # what the library made of it, kept as the cause
    assert signal.getsignal(signal.SIGTERM) is before


def test_a_swallowed_stop_still_ends_the_writer_and_the_others():
    with pytest.raises(ModelError, match="killed, crashed or out of memory"):
        with _machines().stopped_by_launcher("drawing pages", writer=True):
            _sigterm_in_a_library(swallow=True)
    with pytest.raises(SystemExit) as caught:
        with _machines().stopped_by_launcher("drawing pages", writer=False):
            _sigterm_in_a_library(swallow=True)
    assert caught.value.code == 128 + signal.SIGTERM


def test_a_wrapped_stop_is_a_quiet_exit_elsewhere_and_other_errors_pass_unchanged():
    with pytest.raises(SystemExit) as caught:
        with _machines().stopped_by_launcher("drawing pages", writer=False):
            _sigterm_in_a_library()
    assert caught.value.code == 128 + signal.SIGTERM
    with pytest.raises(ValueError, match="a real error"):  # no SIGTERM: an error of its own is left as it is
        with _machines().stopped_by_launcher("drawing pages", writer=True):
            raise ValueError("a real error")


def test_after_the_drawing_the_writer_writing_the_book_still_ends_with_the_lost_machine_line():
    """The writer's guard for writing the book is entered before the drawing's and outlives it: a process killed
    after its last page (late, on a loaded machine) made the launcher stop the writer while it wrote the PDF —
    with the default action (no word) before this guard, and its line turned by PySide's lazy class loading into
    "type object 'PySide6.QtGui.QGradient' has no attribute 'Preset'" when raised from a handler alone."""
    before = signal.getsignal(signal.SIGTERM)
    machines = _machines()
    with pytest.raises(ModelError) as caught:
        with machines.stopped_by_launcher("writing the book", writer=True):
            with machines.stopped_by_launcher("drawing pages", writer=True):
                pass  # every page drawn
            try:
                signal.raise_signal(signal.SIGTERM)  # while the PDF is painted
            except ModelError as err:
                raise AttributeError("type object 'QGradient' has no attribute 'Preset'") from err
    assert "while writing the book" in str(caught.value) and "run the same command again" in str(caught.value)
    assert signal.getsignal(signal.SIGTERM) is before


@pytest.mark.parametrize("pdf_done", [False, True])
def test_writing_the_book_the_stop_cancels_the_pdf_instead_of_raising_inside_qt(pdf_done):
    """With a cancel token (the build's, which the PDF writer checks between pages) the writer's SIGTERM handler
    raises nothing where the signal lands — an exception raised inside Qt's painting ended the writer with SIGSEGV
    under load — and the guard ends with the lost-machine line: after the writer's Cancelled, or at its end when the
    PDF was already done."""
    from model.api import CancelToken
    from model.errors import Cancelled

    before, token, painted = signal.getsignal(signal.SIGTERM), CancelToken(), []
    with pytest.raises(ModelError) as caught:
        with _machines().stopped_by_launcher("writing the book", writer=True, cancel=token):
            signal.raise_signal(signal.SIGTERM)  # while a page is painted: the painting goes on
            painted.append("the page")
            if token.cancelled and not pdf_done:
                raise Cancelled("cancelled")  # the PDF writer, at its next check
    assert painted == ["the page"] and token.cancelled
    assert "while writing the book" in str(caught.value) and "run the same command again" in str(caught.value)
    assert signal.getsignal(signal.SIGTERM) is before
