"""The operator's log lines, in the operator's language (Chinese under a ``zh`` locale, else English).

Lines name jobs by their random id, tokens by the name the operator gave them, and sizes and times; never a
prompt, a page's text, a photo or a picture (docs/SERVER.md, "What the server keeps").
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping

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
    "drawing": (
        "job {job} ({token}): drawing with {model} on worker {worker} (pid {pid})",
        "任务 {job}（{token}）：用 {model} 绘制，工作进程 {worker}（pid {pid}）",
    ),
    "lost_queued": (
        "job {job} ({token}): the model process of worker {worker} (pid {pid}) stopped; the job is queued again "
        "for the next free worker",
        "任务 {job}（{token}）：工作进程 {worker}（pid {pid}）的模型进程停止了；任务已重新排队，交给下一个空闲的工作进程",
    ),
    "lost_failed": (
        "job {job} ({token}): the model process of worker {worker} (pid {pid}) stopped, {most} times "
        "under this job now; the job is named failed, the others go on",
        "任务 {job}（{token}）：工作进程 {worker}（pid {pid}）的模型进程在此任务中第 {most} 次停止；此任务标为失败，"
        "其他任务继续",
    ),
    "lost_gone": (
        "job {job} ({token}): the model process of worker {worker} (pid {pid}) stopped; the job was already "
        "cancelled or deleted",
        "任务 {job}（{token}）：工作进程 {worker}（pid {pid}）的模型进程停止了；该任务已被取消或删除",
    ),
    "in_process": (
        "{model} is drawn in this process, by worker 0 (--model-processes applies to diffusion models)",
        "{model} 在本进程中由工作进程 0 绘制（--model-processes 只用于扩散模型）",
    ),
    "worker_ready": (
        "worker {worker} ready: process {pid} draws {models}",
        "工作进程 {worker} 就绪：进程 {pid} 绘制 {models}",
    ),
    "replicas": (
        "{model}: {count} model processes ({devices}), each worker drawing one job at a time",
        "{model}：{count} 个模型进程（{devices}），每个工作进程一次绘制一个任务",
    ),
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
    env: Mapping[str, str] = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
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
