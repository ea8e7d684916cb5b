"""What a volunteer reads about a drawing server, in English and in Chinese: the connection check (Model and
engine… → Draw on a drawing server) under the pasted code — connected, a wrong code, a server that is down, a
server that is full (503) —, and the illustrate panel's status while the server is waited for in mid-book. A real ``memorybook serve`` (sketch only) on 127.0.0.1, a port where nothing listens,
and a stand-in on 127.0.0.1 that answers every request as uvicorn does past its connection limit."""

from __future__ import annotations

import http.server
import re
import threading

import pytest

from app.serve.access import connection_code
from app.settings import Settings
from tests.serve_helpers import add_token, free_port, refusing_address, start_server
from tests.test_ui import window  # noqa: F401
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = start_server(tmp_path_factory.mktemp("serve") / "data", free_port())
    running.code = add_token(running.data, "volunteer", address=running.url)[1]
    yield running
    running.stop()


class Full(http.server.BaseHTTPRequestHandler):
    """Every request answered ``503 Service Unavailable`` (uvicorn's answer past ``limit_concurrency``)."""

    def do_GET(self):  # noqa: N802 - the standard library's name
        body = b"Service Unavailable"
        self.send_response(503)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):  # nothing on the test's output
        pass


@pytest.fixture(scope="module")
def full_server():
    stand_in = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Full)
    thread = threading.Thread(target=stand_in.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{stand_in.server_address[1]}"
    stand_in.shutdown()
    thread.join()


@pytest.fixture
def box(qtbot, monkeypatch):
    from app.ui.server_box import ServerBox
    from app.viewmodels.server import ServerViewModel
    from app.viewmodels.worker import WorkerBridge

    monkeypatch.setattr("app.viewmodels.server.CHECK_UNREACHABLE_S", 0.5)  # a silent server is named sooner
    bridge = WorkerBridge()
    widget = ServerBox(Settings(), ServerViewModel(bridge))
    qtbot.addWidget(widget)
    yield widget
    assert bridge.shutdown(10000)


@pytest.fixture(params=["en", "zh"])
def language(request, qapp):
    from app.ui.language import install_language

    install_language(request.param)
    yield request.param
    install_language("en")


def check(qtbot, box, code: str, signal: str) -> str:
    """Paste ``code``, wait for ``checked`` or ``failed``; the status line the volunteer reads."""
    with qtbot.waitSignal(getattr(box.vm, signal), timeout=60000):
        box.code_edit.setText(code)
    return box.status.text()


EXPECTED = {
    "en": {
        "connected": r"^✓ Connected to {url}; 0 job\(s\) in its queue\.$",
        "wrong": r"^Not connected: the drawing server refused the token; ask its operator for a new connection code$",
        "down": r"^Not connected: the drawing server {url} has not answered for \d+ s; check the address",
        "full": r"^Not connected: the drawing server {url} is full: it serves as many volunteers as it can; try again",
    },
    "zh": {
        "connected": r"^✓ 已连接到 {url}；队列中有 0 个任务。$",
        "wrong": r"^未连接：绘图服务器拒绝了这个令牌；请向服务器管理员要一个新的连接码$",
        "down": r"^未连接：绘图服务器 {url} 已有 \d+ 秒没有回应",
        "full": r"^未连接：绘图服务器 {url} 已满：.*请过几分钟再试",
    },
}


def test_connected_and_a_wrong_code_are_named_in_the_volunteers_language(qtbot, box, server, language):
    said = check(qtbot, box, server.code, "checked")
    assert re.match(EXPECTED[language]["connected"].format(url=re.escape(server.url)), said), said
    assert box.models_combo.isVisibleTo(box) and box.model() == "sketch"
    said = check(qtbot, box, connection_code(server.url, "not-the-token"), "failed")
    assert re.match(EXPECTED[language]["wrong"], said), said
    assert box.models_combo.isHidden() and box.models_combo.count() == 0  # nothing of the last server is left


def test_a_server_that_is_down_or_full_is_named_in_the_volunteers_language(qtbot, box, full_server, language):
    with refusing_address() as down:
        for case, url in (("down", down), ("full", full_server)):
            said = check(qtbot, box, connection_code(url, "a-token"), "failed")
            assert re.match(EXPECTED[language][case].format(url=re.escape(url)), said), (case, said)
            if language == "zh":
                assert not re.search(r"\b(the|server|and|full|answered)\b", said), said  # no English left
            # the status code is not shown; the address is taken out first, as its port may hold "503" (50383)
            assert "Traceback" not in said and "503" not in said.replace(url, "")


def client_waits() -> list[str]:
    """What the client says while it waits for a server — not answering, full, its limit per token — made by the
    client's own code (:meth:`RemoteIllustrator._pause`, :func:`_wait_for_turn`; each waits 0.1 s)."""
    from types import SimpleNamespace

    import httpx

    from app.serve.client import RemoteIllustrator, _wait_for_turn

    said = []
    client = SimpleNamespace(unreachable_s=60.0, address="http://127.0.0.1:1")
    RemoteIllustrator._pause(client, None, lambda p: said.append(p.message))
    RemoteIllustrator._pause(client, None, lambda p: said.append(p.message), full=True)
    _wait_for_turn(httpx.Response(429, headers={"retry-after": "0.1"}), lambda p: said.append(p.message))
    return said


WAITING = {
    "en": [
        r"^the drawing server is not answering; trying again \(0 s\)$",
        r"^the drawing server is full; trying again \(0 s\)$",
        r"^the drawing server asks to wait 0 s \(its limit per token\)$",
        r"^The drawing server answers again; drawing goes on\.$",
    ],
    "zh": [
        r"^绘图服务器没有回应；正在重试（0 秒）$",
        r"^绘图服务器已满；正在重试（0 秒）$",
        r"^绘图服务器要求等待 0 秒（每个令牌的限制）$",
        r"^绘图服务器又有回应了，继续绘制。$",
    ],
}


def test_the_panel_says_when_the_server_is_waited_for_and_when_drawing_goes_on(qtbot, window, language):  # noqa: F811
    from app.viewmodels.illustrate import IllustrateProgress

    status, vm = window.panel.status, window.illustrate_vm
    for message, expected in zip(client_waits(), WAITING[language][:3], strict=True):
        vm.progress_changed.emit(IllustrateProgress(2, 3, 0, 0, message))  # as the build forwards it
        assert re.match(expected, status.text()), status.text()
    vm.progress_changed.emit(IllustrateProgress(2, 3, 1, 20, "drawing"))  # the server's steps again
    assert re.match(WAITING[language][-1], status.text()), status.text()
    vm.progress_changed.emit(IllustrateProgress(2, 3, 2, 20, "drawing"))
    assert re.match(WAITING[language][-1], status.text())  # said once; the steps go on under it
