"""model.runtime.process: model work in a separate process. Pictures equal the in-process engine's, progress and
cancel cross the pipe, errors arrive as the same one-line errors, and a process that dies is reported and
replaced."""

from __future__ import annotations

import importlib
import operator
import os
import threading
import time

import numpy as np
import pytest

from model.api import CancelToken, IllustrationRequest
from model.errors import Cancelled, ModelError
from model.runtime.hosted import ProcessIllustrator
from model.runtime.process import CANCEL_GRACE_SECONDS, EngineProcess
from model.tiny import save_tiny_pipeline
from words import Message, message_of


@pytest.fixture(scope="module")
def engine():
    engine = EngineProcess("memorybook-test-engine")
    yield engine
    engine.close()
    assert not engine.running


@pytest.fixture(scope="module")
def tiny_folder(tmp_path_factory):
    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "tiny-sd")


def _request(**values) -> IllustrationRequest:
    base = dict(
        engine="diffusion", prompt="a cat on a quilt", style="none", seed=7, steps=3, width=64, height=64
    )
    return IllustrationRequest(**(base | values))


def test_pictures_equal_the_in_process_engine(engine, tiny_folder, examples):
    from model.engines.diffusion import DiffusionIllustrator

    here = DiffusionIllustrator(str(tiny_folder))
    there = ProcessIllustrator(str(tiny_folder), engine=engine)
    assert there.fingerprint() == here.fingerprint()
    assert there.prompt_languages == tuple(here.prompt_languages)
    assert there.source.kind == "folder" and there.source.arch == "sd"
    for request in (_request(), _request(photo_path=str(examples / "photos" / "chelsea.png"), strength=0.6)):
        steps = []
        theirs = there.illustrate(
            request, on_progress=lambda p, steps=steps: steps.append((p.step, p.total, p.preview))
        )
        ours = here.illustrate(request)
        assert theirs.request == request and theirs.info["fingerprint"] == ours.info["fingerprint"]
        diff = np.abs(np.asarray(theirs.image, np.int16) - np.asarray(ours.image, np.int16)).max()
        assert diff == 0, f"process and in-process pictures differ by {diff} levels"
        assert [s[:2] for s in steps] == [(i, steps[-1][1]) for i in range(1, len(steps) + 1)]
        assert all(s[2] is not None and s[2].mode == "RGB" for s in steps)


def test_cancel_stops_the_picture_and_the_process_goes_on(engine, tiny_folder):
    there = ProcessIllustrator(str(tiny_folder), engine=engine)
    token, seen = CancelToken(), []

    def on_progress(progress) -> None:
        seen.append(progress.step)
        token.cancel()

    with pytest.raises(Cancelled):
        there.illustrate(_request(steps=20), on_progress=on_progress, cancel=token)
    assert seen == [1], "no progress is forwarded once cancelled"
    assert there.illustrate(_request()).image.size == (64, 64)


def test_a_cancelled_wait_gives_up_after_the_grace_and_drops_the_late_answer(engine):
    token = CancelToken()
    threading.Timer(0.5, token.cancel).start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        engine.call(time.sleep, 5, cancel=token)  # sleep cannot be interrupted: the caller stops waiting
    waited = time.monotonic() - started
    assert CANCEL_GRACE_SECONDS < waited < CANCEL_GRACE_SECONDS + 2.5
    assert engine.call(os.getpid) == engine.pid  # the sleep's late answer is not taken for this one


class _Unreadable:
    """Pickles here, but fails to unpickle in the child (unpickling it divides by zero)."""

    def __reduce__(self):
        return operator.truediv, (1, 0)


def test_errors_arrive_as_the_same_one_line_errors(engine, tmp_path):
    from model.pipelines.sources import source_kind

    with pytest.raises(ModelError) as missing:
        engine.call(source_kind, str(tmp_path / "nowhere"))
    assert message_of(missing.value) == Message("model.load.not_found", model=str(tmp_path / "nowhere"))
    with pytest.raises(FileNotFoundError, match="nowhere"):
        engine.call(os.stat, str(tmp_path / "nowhere"))
    with pytest.raises(TypeError, match="pickle"):
        engine.call(importlib.import_module, "json")  # a module cannot travel back
    with pytest.raises(ZeroDivisionError):
        engine.call(print, _Unreadable())  # a call the child cannot read is answered, never left hanging
    with pytest.raises(ModelError) as fingerprint:
        ProcessIllustrator(str(tmp_path / "nowhere"), engine=engine).fingerprint()
    assert message_of(fingerprint.value).code == "model.load.not_found"


def test_a_process_that_dies_is_reported_and_replaced():
    engine = EngineProcess("memorybook-test-dying")
    try:
        first = engine.call(os.getpid)
        with pytest.raises(ModelError) as died:
            engine.call(os._exit, 3)
        assert message_of(died.value) == Message("model.process.died", code="3")
        assert not engine.running
        assert engine.call(os.getpid) not in (first, None)
    finally:
        engine.close()


def test_downloads_report_progress_from_the_process(engine, monkeypatch):
    """Offline (tests never use the network) the download fails at once with the one line the CLI prints."""
    from model.pipelines.loading import download

    with pytest.raises(ModelError) as offline:
        engine.call(download, "stabilityai/sd-turbo", on_progress=lambda p: None, cancel=CancelToken())
    assert message_of(offline.value) == Message("model.download.offline", repo="stabilityai/sd-turbo")


def test_bad_pictures_are_refused_in_the_process_with_the_same_error(engine, tmp_path):
    """A NaN VAE and a safety checker that flags everything (issue 11): PictureError with its code and the
    page's title; the model loads in float32 on the CPU."""
    from model.errors import PictureError
    from tests.picture_helpers import save_flagging_model, save_nan_model

    request = _request(steps=2, title="Kite")
    for folder, code in (
        (save_nan_model(tmp_path / "nan"), "nan"),
        (save_flagging_model(tmp_path / "f"), "flagged"),
    ):
        with pytest.raises(PictureError) as caught:
            ProcessIllustrator(str(folder), engine=engine).illustrate(request)
        assert caught.value.code == code  # the Message crossed the process boundary whole
        assert message_of(caught.value).code == "model.picture.failed_titled"
        assert message_of(caught.value).params["title"] == "Kite"
    good = ProcessIllustrator(str(save_tiny_pipeline(tmp_path / "good")), engine=engine).illustrate(request)
    assert good.info["dtype"] == "float32" and good.info["checks"]["attempts"] == [
        {"seed": 7, "problem": None}
    ]


def _childs_setting(name: str) -> tuple[str | None, str, bool]:
    """In the child: an environment variable, the working folder, and whether torch was imported before this
    call (by the fork server) rather than by it."""
    import sys

    return os.environ.get(name), os.getcwd(), "torch" in sys.modules


def test_a_child_takes_the_callers_setting_and_torch_comes_from_the_fork_server(tmp_path, monkeypatch):
    """A model process sees the environment and working folder its caller has when it starts (not those the fork
    server had when it started), and, where the platform forks from a server, finds torch already imported."""
    import multiprocessing

    from model.runtime.process import start_context

    first = EngineProcess("memorybook-test-setting")
    try:
        first.call(operator.add, 1, 1)  # the fork server (where there is one) runs from here on
    finally:
        first.close()
    monkeypatch.setenv("MEMORYBOOK_TEST_SETTING", "set after the server started")
    monkeypatch.chdir(tmp_path)
    engine = EngineProcess("memorybook-test-setting")
    try:
        value, cwd, torch_there = engine.call(_childs_setting, "MEMORYBOOK_TEST_SETTING")
    finally:
        engine.close()
    assert value == "set after the server started"
    assert os.path.samefile(cwd, tmp_path)
    forks = start_context().get_start_method() == "forkserver"
    assert forks == ("forkserver" in multiprocessing.get_all_start_methods())
    assert torch_there == forks
