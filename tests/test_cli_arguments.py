"""Counts and durations the command line takes must be above zero (``--timeout -5`` and ``--model-processes 0``
were taken silently): refused by argparse in one line, in the user's language."""

from __future__ import annotations

import pytest

from app.cli import main


@pytest.mark.parametrize(
    "argv, said",
    [
        (
            ["build", "B", "--timeout", "-5"],
            "argument --timeout: '-5' is not a number above 0; give e.g. 300",
        ),
        (
            ["build", "B", "--model-processes", "0"],
            "argument --model-processes: '0' is not a whole number above 0",
        ),
        (["build", "B", "--timeout", "inf"], "'inf' is not a number above 0"),
        (["serve", "--queue-limit", "0"], "argument --queue-limit: '0' is not a whole number above 0"),
        (["plan", "--pages", "x"], "argument --pages: 'x' is not a whole number above 0"),
    ],
)
def test_counts_and_durations_below_one_are_refused(capsys, argv, said):
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2 and said in capsys.readouterr().err


def test_the_refusal_reads_chinese_in_a_chinese_session(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    with pytest.raises(SystemExit):
        main(["build", "B", "--model-processes", "0"])
    assert "'0' 不是大于 0 的整数；请给出例如 2" in capsys.readouterr().err
