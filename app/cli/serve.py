"""``memorybook serve``: the drawing server (see docs/SERVER.md), its tokens, and the ``--server`` option of
``build`` and ``demo`` that draws on one (:class:`app.serve.client.RemoteIllustrator`)."""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from words import Message, message_of, say

SAVED = "saved"
"""``--server`` given alone: the connection code saved in the app's settings."""


def default_data() -> Path:
    """Where the server keeps its data without ``--data``: the user data folder's ``memorybook/server``."""
    from platformdirs import user_data_path

    return user_data_path("memorybook") / "server"


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``serve`` (with ``serve token add|list|revoke``)."""
    from app.cli.arg_types import positive_float, positive_int
    from app.serve.limits import DEFAULT_PER_MINUTE
    from app.serve.run import DEFAULT_PORT, DEFAULT_RETENTION_H

    p = sub.add_parser("serve", help=say(Message("cli.help.serve")))
    p.add_argument("--host", default="127.0.0.1", help=say(Message("cli.help.serve.host")))
    p.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=say(Message("cli.help.serve.port", port=DEFAULT_PORT))
    )
    p.add_argument(
        "--model",
        nargs="+",
        default=["sketch"],
        metavar="M",
        help=say(Message("cli.help.serve.model")),
    )
    _data_option(p)
    p.add_argument(
        "--placement",
        metavar="auto|STRATEGY",
        help=say(Message("cli.help.serve.placement")),
    )
    p.add_argument(
        "--model-processes",
        type=positive_int,
        metavar="N",
        help=say(Message("cli.help.serve.model_processes")),
    )
    p.add_argument(
        "--retention-hours",
        type=positive_float,
        default=DEFAULT_RETENTION_H,
        help=say(Message("cli.help.serve.retention_hours", hours=f"{DEFAULT_RETENTION_H:g}")),
    )
    p.add_argument(
        "--queue-limit",
        type=positive_int,
        default=64,
        metavar="N",
        help=say(Message("cli.help.serve.queue_limit")),
    )
    p.add_argument(
        "--rate-limit",
        type=int,
        default=DEFAULT_PER_MINUTE,
        metavar="N",
        help=say(Message("cli.help.serve.rate_limit", count=DEFAULT_PER_MINUTE)),
    )
    p.add_argument("--tls", action="store_true", help=say(Message("cli.help.serve.tls")))
    p.add_argument("--cert", type=Path, help=say(Message("cli.help.serve.cert")))
    p.add_argument("--key", type=Path, help=say(Message("cli.help.serve.key")))
    p.set_defaults(func=cmd_serve)
    _register_tokens(p)


def _register_tokens(p: argparse.ArgumentParser) -> None:
    """``serve token add|list|revoke``."""
    tsub = p.add_subparsers(dest="serve_command", metavar="token|alive")
    alive = tsub.add_parser("alive", help=say(Message("cli.help.serve.alive")))
    _data_option(alive)
    alive.set_defaults(func=cmd_alive)
    t = tsub.add_parser("token", help=say(Message("cli.help.serve.token")))
    ttsub = t.add_subparsers(dest="token_command", metavar="ACTION", required=True)
    a = ttsub.add_parser("add", help=say(Message("cli.help.serve.token.add")))
    a.add_argument("name")
    a.add_argument("--address", help=say(Message("cli.help.serve.token.add.address")))
    a.add_argument(
        "--no-pin",
        action="store_true",
        help=say(Message("cli.help.serve.token.add.no_pin")),
    )
    _data_option(a)
    a.set_defaults(func=cmd_token_add)
    ls = ttsub.add_parser("list", help=say(Message("cli.help.serve.token.list")))
    _data_option(ls)
    ls.set_defaults(func=cmd_token_list)
    r = ttsub.add_parser("revoke", help=say(Message("cli.help.serve.token.revoke")))
    r.add_argument("name")
    _data_option(r)
    r.set_defaults(func=cmd_token_revoke)


def _data_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--data",
        type=Path,
        default=None,
        metavar="DIR",
        help=say(Message("cli.help.serve.data")),
    )


def add_server_options(p: argparse.ArgumentParser) -> None:
    """``--server`` and ``--token`` for ``build`` and ``demo``."""
    p.add_argument(
        "--server",
        action="append",
        nargs="?",
        const=SAVED,
        metavar="URL|CODE",
        help=say(Message("cli.help.build.server")),
    )
    p.add_argument("--token", help=say(Message("cli.help.build.token")))


def remote_illustrator(args: argparse.Namespace):
    """A :class:`~app.serve.client.RemoteIllustrator` for one ``--server``, a
    :class:`~app.serve.spread.ServerPool` for several, or None without it. Raises ModelError."""
    servers = getattr(args, "server", None) or []
    if isinstance(servers, str):
        servers = [servers]
    if not servers:
        return None
    from app.serve.client import RemoteIllustrator

    token = args.token or os.environ.get("MEMORYBOOK_TOKEN")
    remotes = []
    try:
        for server in servers:
            server, model = _saved_server(args.model) if server == SAVED else (server, args.model)
            remotes.append(RemoteIllustrator(server, token, model))
        if len(remotes) == 1:
            return remotes[0]
        from app.serve.spread import ServerPool

        return ServerPool(remotes)
    except BaseException:
        for remote in remotes:
            remote.close()
        raise


def _saved_server(model: str | None) -> tuple[str, str | None]:
    """The connection code saved in the app's settings (Model and engine… → Draw on a drawing server) and the
    model: ``model`` when given, else the one chosen there. Raises ModelError when none is saved."""
    from app.settings import Settings
    from model.errors import ModelError

    settings = Settings.load()
    if not settings.server_code:
        raise ModelError(Message("serve.cli.none_saved"))
    return settings.server_code, model or settings.server_model


def cmd_serve(args: argparse.Namespace) -> int:
    """``memorybook serve``: run the server until interrupted (its log in the operator's language, set from
    the locale as the command line starts). A port it cannot listen on is a user's error (one line)."""
    from app.serve.run import ServerOptions, serve
    from model.errors import ModelError

    options = ServerOptions(
        data=args.data or default_data(),
        host=args.host,
        port=args.port,
        models=tuple(args.model),
        placement=args.placement,
        model_processes=args.model_processes,
        retention_h=args.retention_hours,
        queue_limit=args.queue_limit,
        rate_limit=args.rate_limit,
        tls=args.tls,
        cert=args.cert,
        key=args.key,
    )
    try:
        return serve(options)
    except OSError as err:
        said = message_of(err)
        if isinstance(said, Message):  # said by the server (the port is taken): its message
            raise ModelError(said) from None
        raise


def cmd_token_add(args: argparse.Namespace) -> int:
    """``serve token add NAME``: print a new token and its connection code."""
    import json
    import socket

    from app.serve.access import add_token, connection_code
    from app.serve.run import DEFAULT_PORT
    from app.serve.store import open_database
    from app.serve.tls import ensure_certificate, fingerprint

    data = args.data or default_data()
    db = open_database(data)
    token = add_token(db, args.name)
    last = data / "server.json"
    known: dict[str, str] = json.loads(last.read_text()) if last.is_file() else {}
    address = args.address or known.get("address") or f"https://{socket.gethostname()}:{DEFAULT_PORT}"
    pin = ""
    if address.startswith("https://") and not args.no_pin:
        cert, _, _ = ensure_certificate(data)
        pin = (
            known["fingerprint"]
            if not args.address and known.get("fingerprint")
            else fingerprint(cert.read_bytes())
        )
    print(say(Message("serve.cli.token", name=args.name, token=token)))
    print(say(Message("serve.cli.code", code=connection_code(address, token, pin))))
    return 0


def cmd_alive(args: argparse.Namespace) -> int:
    """``serve alive``: 0 and one line when the server started with ``--data`` answers that it and its drawing
    workers run (:func:`app.serve.alive.check_alive`); raises ModelError (one line, exit 1) when not."""
    from app.serve.alive import check_alive

    print(say(Message("serve.cli.alive", address=check_alive(args.data or default_data()))))
    return 0


def cmd_token_list(args: argparse.Namespace) -> int:
    """``serve token list``: each token's name and when it was made."""
    from app.serve.access import list_tokens
    from app.serve.store import open_database

    for info in list_tokens(open_database(args.data or default_data())):
        print(f"{info.name}\t{time.strftime('%Y-%m-%d %H:%M', time.localtime(info.created))}")
    return 0


def cmd_token_revoke(args: argparse.Namespace) -> int:
    """``serve token revoke NAME``: the token stops working; its jobs and their files, and its rate-limit bucket,
    are deleted."""
    from app.serve.access import revoke_token
    from app.serve.limits import forget_bucket
    from app.serve.store import JobStore

    store = JobStore(args.data or default_data())
    revoke_token(store.db, args.name)
    forget_bucket(store.db, args.name)
    deleted = store.delete_token_jobs(args.name)
    print(say(Message("serve.cli.revoked", name=args.name, count=len(deleted))))
    return 0
