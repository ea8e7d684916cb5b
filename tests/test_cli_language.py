"""The command line follows the user's language: under LANG=zh_CN.UTF-8 the sample book's build speaks
Chinese (summary, warnings, the file written), errors too; English under an English locale; JSON untouched."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from app.cli.language import locale_language
from tests.conftest import REPO
from tests.english_probe import english_sentences


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "zh_TW.UTF-8"}, "zh"),
        ({"LANGUAGE": "en_GB:zh_CN", "LANG": "zh_CN.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, None),
        ({}, None),
    ],
)
def test_locale_language(environ, language):
    assert locale_language(environ) == language


def run_cli(tmp_path, lang: str, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG=lang, PYTHONPATH=str(REPO), MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"))
    return subprocess.run([sys.executable, "-m", "app.cli", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)  # fmt: skip


def test_the_sample_book_is_built_in_chinese_under_a_chinese_locale(tmp_path):
    run = run_cli(tmp_path, "zh_CN.UTF-8", "demo", "-o", "demo.pdf")
    assert run.returncode == 0, run.stderr
    lines = (run.stdout + run.stderr).splitlines()
    assert any(line.startswith("页数：") for line in lines), lines
    assert any(line.startswith("已写入 demo.pdf") for line in lines), lines
    assert any(line.startswith("注意：") for line in lines), lines  # the photos' DPI warnings
    assert english_sentences(lines) == [], english_sentences(lines)
    error = run_cli(tmp_path, "zh_CN.UTF-8", "build", "nope.mbook")
    assert error.returncode == 1 and error.stderr.startswith("memorybook：错误："), error.stderr


def test_an_english_books_build_ends_with_its_preflight_in_chinese_in_a_chinese_session(tmp_path):
    """`demo --lang en` (the English sample book) built under a Chinese locale: the preflight at the end of the
    build reads Chinese, with full-width colons, as `memorybook check` of the same book does; under an English
    locale the same build's preflight stays English, with ASCII ": "."""
    run = run_cli(tmp_path, "zh_CN.UTF-8", "demo", "--lang", "en", "--keep", "en.mbook", "-o", "demo.pdf")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    findings = lines[lines.index("预检：") + 1 :]
    assert findings and all(
        line.startswith(("  妨碍印刷：第 ", "  值得修改：第 ", "  提示：第 ")) for line in findings
    )
    assert any("：第 1 页“The Summer of Drying Quilts”：没有插图" in line for line in findings), findings
    said = [re.sub(r"“[^”]*”", "“”", line) for line in lines]  # the page titles are the book's own words
    assert english_sentences(said) == [], english_sentences(said)
    check = run_cli(tmp_path, "zh_CN.UTF-8", "check", "en.mbook").stdout.splitlines()
    assert [line.strip() for line in findings] == check
    english = run_cli(tmp_path, "en_US.UTF-8", "build", "en.mbook", "--engine", "sketch", "-o", "en.pdf")
    lines = english.stdout.splitlines()
    findings = lines[lines.index("preflight:") + 1 :]
    assert any(
        line.startswith("  note: page 1 “The Summer of Drying Quilts”: no picture: ") for line in findings
    )
    assert not any("：" in line for line in findings), findings


def test_english_stays_english(tmp_path):
    run = run_cli(tmp_path, "en_US.UTF-8", "build", "nope.mbook")
    assert run.stderr.startswith("memorybook: error: nope.mbook: no such book folder")


def test_an_unsafe_archive_is_refused_in_chinese(tmp_path):
    import zipfile

    evil = tmp_path / "evil.zip"
    with zipfile.ZipFile(evil, "w") as archive:
        archive.writestr("book.json", "{}")
        archive.writestr("../../outside.txt", "x")
    run = run_cli(tmp_path, "zh_CN.UTF-8", "unpack", str(evil), str(tmp_path / "E.mbook"))
    assert run.returncode == 1 and "这个压缩包打开不安全" in run.stderr, run.stderr
    assert not (tmp_path / "E.mbook").exists() and not (tmp_path.parent / "outside.txt").exists()


def test_output_piped_to_a_reader_that_leaves_ends_quietly(tmp_path):
    """``memorybook check BOOK | head -1``: no "Broken pipe" error blaming the folder, exit 141 as cat does."""
    from tests.conftest import EXAMPLES

    book = tmp_path / "W.mbook"
    made = run_cli(tmp_path, "en_US.UTF-8", "new", str(book), "--from", str(EXAMPLES / "waipo-zh.md"),
                   "--photos", str(EXAMPLES / "photos"))  # fmt: skip
    assert made.returncode == 0, made.stderr
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG="zh_CN.UTF-8", PYTHONPATH=str(REPO), MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"))
    process = subprocess.Popen([sys.executable, "-m", "app.cli", "check", str(book)], cwd=tmp_path, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
    process.stdout.close()  # the reader leaves before anything is read
    _, err = process.communicate(timeout=300)
    assert process.returncode == 141, err
    assert b"Broken pipe" not in err and b"Traceback" not in err
