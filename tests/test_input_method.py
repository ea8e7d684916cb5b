"""Typing Chinese on Linux: the input-context plugins the app relies on are in Qt's plugin folder, and a
fcitx5 session is talked to through fcitx5's IBus front end (PySide6 has no fcitx plugin)."""

from __future__ import annotations

import sys

import pytest

from app.ui.input_method import (
    apply_input_method,
    choose_input_module,
    installed_plugins,
    qt_plugin_dir,
    seen_input_method,
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="input-context plugins are a Linux matter")
def test_the_plugins_the_app_relies_on_are_there():
    folder = qt_plugin_dir() / "platforminputcontexts"
    names = [p.name for p in folder.iterdir()]
    assert any(n.startswith("libibusplatforminputcontextplugin") for n in names), names  # IBus and fcitx5
    assert any(n.startswith("libcomposeplatforminputcontextplugin") for n in names), names  # dead keys
    assert "ibus" in installed_plugins(qt_plugin_dir())


@pytest.mark.parametrize(
    ("environ", "seen"),
    [
        ({"QT_IM_MODULE": "fcitx"}, "fcitx"),
        ({"GTK_IM_MODULE": "fcitx5"}, "fcitx"),
        ({"XMODIFIERS": "@im=fcitx"}, "fcitx"),
        ({"QT_IM_MODULE": "ibus", "XMODIFIERS": "@im=ibus"}, "ibus"),
        ({}, ""),
    ],
)
def test_the_sessions_input_method_is_recognised(environ, seen):
    assert seen_input_method(environ) == seen


def test_fcitx_goes_through_its_ibus_front_end_when_qt_has_no_fcitx_plugin():
    fcitx = {"QT_IM_MODULE": "fcitx", "XMODIFIERS": "@im=fcitx"}
    assert choose_input_module(fcitx, {"ibus"}, "linux").module == "ibus"
    assert choose_input_module(fcitx, {"ibus", "fcitx"}, "linux").module is None  # its own plugin: keep it
    assert choose_input_module(fcitx, set(), "linux").module is None  # nothing better to offer
    assert choose_input_module(fcitx, {"ibus"}, "win32").module is None  # Windows: the system's IME
    kept = {**fcitx, "MEMORYBOOK_KEEP_IM_MODULE": "1"}
    assert choose_input_module(kept, {"ibus"}, "linux").module is None
    assert choose_input_module({"QT_IM_MODULE": "ibus"}, {"ibus"}, "linux").module is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only")
def test_apply_sets_qt_im_module_before_qt_starts():
    environ = {"XMODIFIERS": "@im=fcitx", "GTK_IM_MODULE": "fcitx", "QT_IM_MODULE": "fcitx"}
    choice = apply_input_method(environ)
    assert environ["QT_IM_MODULE"] == "ibus" and choice.seen == "fcitx"


def test_help_says_what_to_do_in_chinese(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox, QWidget

    import app.ui.input_method as input_method
    from app.ui.app import make_application
    from app.ui.dialogs import show_input_method_help

    make_application(language="zh")
    try:
        monkeypatch.setattr(input_method, "LAST_CHOICE", input_method.InputMethodChoice("ibus", "fcitx", ""))
        shown = []
        monkeypatch.setattr(QMessageBox, "information", lambda _p, title, text: shown.append((title, text)))
        parent = QWidget()
        qtbot.addWidget(parent)
        show_input_method_help(parent)
        title, text = shown[0]
        assert title == "输入中文" and "fcitx5-configtool" in text and "IBus" in text
        assert "input method" not in text  # Chinese, not the English source
    finally:
        make_application(language="en")
