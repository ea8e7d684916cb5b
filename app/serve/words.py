"""The operator's log lines, in the operator's language (Chinese under a ``zh`` locale, else English).

Lines name jobs by their random id, tokens by the name the operator gave them, and sizes and times; never a
prompt, a page's text, a photo or a picture (docs/SERVER.md, "What the server keeps").
"""

from __future__ import annotations

import logging
import os

LOG = logging.getLogger("memorybook.serve")

LINES: dict[str, tuple[str, str]] = {
    "serving": (
        "drawing server at {url} — models: {models}; data in {data}",
        "绘图服务器 {url}——模型：{models}；数据在 {data}",
    ),
    "tls": ("TLS certificate SHA-256 {fingerprint}", "TLS 证书 SHA-256 {fingerprint}"),
    "made_cert": ("made a self-signed certificate in {path}", "已在 {path} 生成自签名证书"),
    "requeued": (
        "{count} job(s) interrupted by the last stop are queued again",
        "上次停止时中断的 {count} 个任务已重新排队",
    ),
    "expired": (
        "{count} job(s) older than {hours} h deleted with their files",
        "已删除超过 {hours} 小时的 {count} 个任务及其文件",
    ),
    "accepted": (
        "job {job} accepted from {token} ({queue} in the queue)",
        "已接受 {token} 的任务 {job}（队列中 {queue} 个）",
    ),
    "drawing": ("job {job} ({token}): drawing with {model}", "任务 {job}（{token}）：用 {model} 绘制"),
    "done": (
        "job {job} ({token}): done in {seconds:.1f} s",
        "任务 {job}（{token}）：完成，用时 {seconds:.1f} 秒",
    ),
    "failed": ("job {job} ({token}): not drawn — {reason}", "任务 {job}（{token}）：未画成——{reason}"),
    "cancelled": ("job {job} ({token}): cancelled", "任务 {job}（{token}）：已取消"),
    "fetched": (
        "job {job} ({token}): picture fetched, its files deleted",
        "任务 {job}（{token}）：图片已取走，文件已删除",
    ),
    "refused": ("a request from {token} refused: {reason}", "拒绝了 {token} 的一个请求：{reason}"),
    "internal": (
        "job {job}: internal error {kind} (the request is kept out of the log)",
        "任务 {job}：内部错误 {kind}（请求内容不写入日志）",
    ),
    "loading": ("loading {model}", "正在加载 {model}"),
    "placed": ("{model}: placement {strategy} — {why}", "{model}：分配方式 {strategy}——{why}"),
}
"""Key → (English, Chinese) format strings; ``{name}`` for what varies."""


def operator_language(environ: dict[str, str] | None = None) -> str:
    """``"zh"`` when the first locale variable set (LANGUAGE, LC_ALL, LC_MESSAGES, LANG — gettext's order)
    starts with ``zh``, else ``"en"``."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


def line(key: str, **values: object) -> str:
    """The log line ``key`` filled with ``values`` in the operator's language. Raises KeyError for an unknown
    key (a programming error)."""
    english, chinese = LINES[key]
    return (chinese if operator_language() == "zh" else english).format(**values)


def say(key: str, level: int = logging.INFO, **values: object) -> None:
    """Log :func:`line` on the ``memorybook.serve`` logger."""
    LOG.log(level, line(key, **values))
