"""Issue 24 item 6: library warnings are kept out of the console and written to the console log instead."""

from __future__ import annotations

import logging
import warnings

from app.cli.noise import log_library_noise


def test_library_warnings_go_to_the_log_file_not_the_console(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MEMORYBOOK_LOG_DIR", str(tmp_path))
    undo = log_library_noise()
    try:
        # what diffusers does on import (diffusers/utils/logging.py: a StreamHandler on stderr, no propagation)
        logging.getLogger("diffusers").addHandler(logging.StreamHandler())
        logging.getLogger("diffusers.pipelines.flux").warning("height 1000 is not divisible by 16")
        logging.getLogger("transformers.tokenization").warning("Token indices sequence length is longer")
        with warnings.catch_warnings():
            warnings.simplefilter("always")
            warnings.warn("torchvision.io's video decoding is deprecated", UserWarning, stacklevel=1)
        logging.getLogger("memorybook.own").warning("our own line stays")
    finally:
        undo()
    err = capsys.readouterr().err
    assert "divisible by 16" not in err and "Token indices" not in err and "torchvision" not in err
    logged = (tmp_path / "memorybook.log").read_text(encoding="utf-8")
    for text in ("divisible by 16", "Token indices", "torchvision.io"):
        assert text in logged
    assert "our own line stays" not in logged
    assert "addHandler" not in vars(logging.getLogger("diffusers"))  # undone
